/** A CMS page's path: "/" or slash-separated lowercase segments, no trailing slash. */
export const PAGE_PATH = /^\/$|^(\/[a-z0-9][a-z0-9_-]*)+$/;
