"use client";

import dynamic from "next/dynamic";

/**
 * The questionnaire as a separate chunk, as the saved list's (SavedProviders.client.tsx):
 * every CMS page is one route, and only the pages that render the block download it.
 */
export const GuidedSearchQuiz = dynamic(() =>
  import("./GuidedSearchQuiz").then((module) => module.GuidedSearchQuiz),
);
