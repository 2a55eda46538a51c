import { describe, expect, it } from "@jest/globals";
import {
  decodeEntities,
  escapeHtml,
  htmlToParagraphs,
  htmlToText,
  paragraphsToHtml,
} from "@web/rules/htmlText";

describe("HTML to text without a DOM", () => {
  it("keeps paragraphs and drops tags", () => {
    expect(
      htmlToParagraphs("<h2>About us</h2><p>We <b>care</b>.</p>\n<p>Call&nbsp;today</p>"),
    ).toEqual(["About us", "We care.", "Call today"]);
    expect(htmlToText("<ul><li>One</li><li>Two</li></ul>")).toBe("One\nTwo");
  });

  it("drops script, style, iframe and svg content and comments", () => {
    expect(
      htmlToText(
        `<script>alert("x")</script><style>p{}</style><iframe src="http://x"></iframe><svg onload="alert(1)"><circle r="4"/></svg><!-- hidden -->Tour`,
      ),
    ).toBe("Tour");
    expect(htmlToText("Safe <script>never closed alert(1)")).toBe("Safe");
  });

  it("keeps text that only looks like markup", () => {
    expect(htmlToText("ages 55 < 65 &amp; up")).toBe("ages 55 < 65 & up");
    expect(htmlToText("&lt;script&gt;")).toBe("<script>");
  });

  it("decodes entities once", () => {
    expect(decodeEntities("&amp;lt; &#39; &#x2014; &unknown; &#0;")).toBe(
      "&lt; ' \u2014 &unknown; \ufffd",
    );
  });

  it("escapes text back into safe HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    expect(paragraphsToHtml(["a<b", "c\nd"])).toBe("<p>a&lt;b</p><p>c<br>d</p>");
  });
});
