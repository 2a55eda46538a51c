"use client";

import dynamic from "next/dynamic";

/**
 * KeepJumpTarget as a separate chunk: every CMS page is one route, and a route downloads
 * every client component its server components can reach; through next/dynamic only the
 * pages that render it (provider pages, and pages whose PageBuilder defers blocks) load
 * it (SearchGrid.client.tsx does the same).
 */
export const KeepJumpTarget = dynamic(() =>
  import("./KeepJumpTarget").then((module) => module.KeepJumpTarget),
);
