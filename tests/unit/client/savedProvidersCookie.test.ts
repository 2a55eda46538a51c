import {
  DEFAULT_SAVED_LIMIT,
  SAVED_PROVIDERS_COOKIE,
  SAVED_PROVIDERS_MAX_AGE_SECONDS,
  SavedProvidersWriteError,
  cookieValue,
  encodeSavedProviders,
  normalizeSavedIds,
  parseSavedProviders,
  readSavedProviders,
  savedProvidersCookie,
  writeSavedProviders,
  type CookieJar,
} from "@web/client/savedProvidersCookie";

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("parseSavedProviders", () => {
  it("reads a JSON array of id strings, in order", () => {
    const log = jest.fn();
    expect(parseSavedProviders(encoded(["p-1", "p-2", "p-3"]), Infinity, log)).toEqual([
      "p-1",
      "p-2",
      "p-3",
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it("reads a value that was not URI-encoded", () => {
    expect(parseSavedProviders('["a","b"]', Infinity, jest.fn())).toEqual(["a", "b"]);
  });

  it.each([null, undefined, "", "   "])(
    "treats a missing or empty cookie (%p) as empty, silently",
    (value) => {
      const log = jest.fn();
      expect(parseSavedProviders(value, Infinity, log)).toEqual([]);
      expect(log).not.toHaveBeenCalled();
    },
  );

  it.each(["not json", "%E0%A4%A", '["a",', "{oops"])(
    "treats an unparseable cookie (%p) as empty and logs it (spec 8)",
    (value) => {
      const log = jest.fn();
      expect(parseSavedProviders(value, Infinity, log)).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/unparseable/);
    },
  );

  it.each([encoded({ ids: ["a"] }), encoded("a"), encoded(42), encoded(null), encoded(true)])(
    "treats a value that is not an array (%p) as empty and logs it",
    (value) => {
      const log = jest.fn();
      expect(parseSavedProviders(value, Infinity, log)).toEqual([]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[0]).toMatch(/expected a JSON array/);
    },
  );

  it("keeps numeric ids as strings, drops entries that are not ids and logs them", () => {
    const log = jest.fn();
    expect(
      parseSavedProviders(encoded(["a", 7, null, { id: "b" }, true, ""]), Infinity, log),
    ).toEqual(["a", "7"]);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/3 entries that are not ids dropped/));
  });

  it("removes duplicates, keeping the first occurrence", () => {
    expect(parseSavedProviders(encoded(["a", "b", "a", " b ", "c"]), Infinity, jest.fn())).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("keeps at most `limit` ids (the oldest saved)", () => {
    const ids = Array.from({ length: 40 }, (_, i) => `p-${i}`);
    const parsed = parseSavedProviders(encoded(ids), DEFAULT_SAVED_LIMIT, jest.fn());
    expect(parsed).toHaveLength(30);
    expect(parsed[0]).toBe("p-0");
    expect(parsed[29]).toBe("p-29");
    // Duplicates do not use up the limit.
    expect(parseSavedProviders(encoded(["a", "a", "a", "b", "c"]), 2, jest.fn())).toEqual([
      "a",
      "b",
    ]);
  });

  it("logs one structured warning with an ISO timestamp by default", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(parseSavedProviders("garbage")).toEqual([]);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(warn.mock.calls[0]![0])) as Record<string, unknown>;
      expect(line).toMatchObject({ level: "warn", where: "saved providers cookie" });
      expect(line.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(line.message).toMatch(/^unparseable value ignored/);
    } finally {
      warn.mockRestore();
    }
  });
});

describe("cookie strings", () => {
  it("finds the cookie among others", () => {
    const header = `a=1; ${SAVED_PROVIDERS_COOKIE}=${encoded(["x", "y"])}; b=2`;
    expect(cookieValue(header, "b")).toBe("2");
    expect(readSavedProviders(header, Infinity, jest.fn())).toEqual(["x", "y"]);
    expect(readSavedProviders("a=1; b=2", Infinity, jest.fn())).toEqual([]);
    expect(readSavedProviders("", Infinity, jest.fn())).toEqual([]);
  });

  it("does not mistake a cookie whose name ends the same way", () => {
    expect(cookieValue(`oldsavedProviders=${encoded(["z"])}`, SAVED_PROVIDERS_COOKIE)).toBeNull();
  });

  it("writes path /, SameSite=Lax and a one-year expiry; Secure on https", () => {
    expect(SAVED_PROVIDERS_MAX_AGE_SECONDS).toBe(31_536_000);
    const cookie = savedProvidersCookie(["a", "b", "a"]);
    expect(cookie).toBe(
      `savedProviders=${encoded(["a", "b"])}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(savedProvidersCookie([], { secure: true })).toMatch(/; Secure$/);
    expect(encodeSavedProviders([])).toBe("%5B%5D");
  });

  it("round-trips through its own encoding", () => {
    const ids = ["id with spaces", "ünï", 'quote"', "semi;colon"];
    expect(readSavedProviders(`${SAVED_PROVIDERS_COOKIE}=${encodeSavedProviders(ids)}`)).toEqual(
      ids,
    );
  });

  it("normalizeSavedIds trims, dedupes and caps", () => {
    expect(normalizeSavedIds([" a", "b", "", "a", "c"], 2)).toEqual(["a", "b"]);
  });
});

/** A minimal cookie jar that behaves like document.cookie for one cookie name. */
function fakeJar(options: { sticks?: boolean } = {}): CookieJar & { writes: string[] } {
  let stored = "";
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return stored;
    },
    set cookie(value: string) {
      writes.push(value);
      if (options.sticks !== false) stored = value.split(";")[0] ?? "";
    },
  };
}

describe("writeSavedProviders", () => {
  it("writes the ids and checks they stuck", () => {
    const jar = fakeJar();
    expect(writeSavedProviders(["a", "b", "b"], jar, false)).toEqual(["a", "b"]);
    expect(jar.writes).toHaveLength(1);
    expect(readSavedProviders(jar.cookie)).toEqual(["a", "b"]);
  });

  it("throws when the cookie does not keep the value (cookies blocked)", () => {
    expect(() => writeSavedProviders(["a"], fakeJar({ sticks: false }), false)).toThrow(
      SavedProvidersWriteError,
    );
  });
});
