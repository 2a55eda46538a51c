"use client";

import dynamic from "next/dynamic";

/**
 * The saved list as a separate chunk, for the same reason as the search
 * journey's (SearchGrid.client.tsx): pages that do not render it do not
 * download it.
 */
export const SavedProvidersList = dynamic(() =>
  import("./SavedProvidersList").then((m) => m.SavedProvidersList),
);
