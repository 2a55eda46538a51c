"use client";

import { Box, Button, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useState } from "react";
import { descriptionPreview } from "@web/rules/descriptionPreview";

const LOOKS_LIKE_HTML = /<[a-z!/]/i;

/**
 * The card description (spec 4: collapsed when over 140 characters; READ MORE
 * expands it, READ LESS collapses it).
 *
 * Collapsed (and short) descriptions are plain text from a DOM-free extraction, so
 * the server and the client render the same markup. The full HTML is sanitised with
 * DOMPurify (web/rules/sanitizeHtml.ts) only in the browser, when READ MORE is first
 * pressed: the sanitiser is imported then, keeping it out of the first-load JS and
 * away from the server (where DOMPurify has no window). Until it has loaded the
 * expanded text shows as plain paragraphs.
 */
export function CardDescription({
  description,
  describedBy,
}: {
  description: string | null | undefined;
  /** The id of the card title, so READ MORE says which provider it is about. */
  describedBy?: string;
}) {
  const preview = useMemo(() => descriptionPreview(description), [description]);
  const [expanded, setExpanded] = useState(false);
  const [sanitized, setSanitized] = useState<{ from: string; html: string } | null>(null);
  const contentId = useId();
  const html = description && LOOKS_LIKE_HTML.test(description) ? description : null;

  useEffect(() => {
    if (!expanded || !html || sanitized?.from === html) return;
    let live = true;
    import("@web/rules/sanitizeHtml")
      .then(({ sanitizeHtml }) => {
        if (live) setSanitized({ from: html, html: sanitizeHtml(html) });
      })
      .catch((error: unknown) => {
        // The plain-text paragraphs stay; nothing unsafe is ever shown.
        console.warn("description sanitiser failed to load", error);
      });
    return () => {
      live = false;
    };
  }, [expanded, html, sanitized]);

  if (!preview.text) return null;

  if (!preview.collapsible) {
    return (
      <Text color="gray.800" data-description="full">
        {preview.preview}
      </Text>
    );
  }

  const paragraphs = preview.text.split("\n\n");
  return (
    <Box data-description={expanded ? "expanded" : "collapsed"}>
      <Box id={contentId} color="gray.800">
        {!expanded ? (
          <Text>{preview.preview}</Text>
        ) : sanitized && sanitized.from === html ? (
          <Box
            css={{
              "& p, & div, & ul, & ol, & blockquote": { marginBottom: "0.5rem" },
              "& ul, & ol": { paddingInlineStart: "1.25rem" },
              "& ul": { listStyleType: "disc" },
              "& ol": { listStyleType: "decimal" },
              "& a": { color: "brand.text", textDecoration: "underline" },
            }}
            dangerouslySetInnerHTML={{ __html: sanitized.html }}
          />
        ) : (
          paragraphs.map((paragraph, index) => (
            <Text key={index} mb="2" whiteSpace="pre-line">
              {paragraph}
            </Text>
          ))
        )}
      </Box>
      <Button
        variant="plain"
        color="brand.text"
        fontWeight="bold"
        textDecoration="underline"
        px="0"
        minH="11"
        aria-expanded={expanded}
        aria-controls={contentId}
        aria-describedby={describedBy}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "READ LESS" : "READ MORE"}
      </Button>
    </Box>
  );
}
