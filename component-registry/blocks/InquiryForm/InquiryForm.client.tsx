"use client";

import dynamic from "next/dynamic";

/**
 * The form as a separate chunk. Every CMS page is served by one route, and a route
 * downloads every client component it can reach: imported statically by the block, the
 * form's code (react-hook-form, yup) would load on every page. Through next/dynamic from
 * a client module it loads only where a block renders it (still rendered on the server,
 * so it posts without JavaScript).
 */
export const InquiryForm = dynamic(() =>
  import("@registry/parts/inquiryForm/InquiryForm").then((module) => module.InquiryForm),
);
