import { useState } from "react";
import { useClient, type DocumentActionComponent } from "sanity";
import { CheckReportView } from "./CheckReportView";
import { editorCredential } from "./editorCredential";
import { requestCheck, type Answer, type CheckReport } from "./siteApi";

/**
 * The document action "Check against all cities" of geo copy templates (issue 16):
 * the site renders the template as it is now (the draft, if any) for every city of
 * the directory, as `npm run template:check` does, and the dialog sums it up. The site
 * checks for editors only (issue 28.1): the call carries the editor's credential.
 */
export const CheckAgainstAllCitiesAction: DocumentActionComponent = (props) => {
  const studioToken = useClient({ apiVersion: "2025-02-19" }).config().token;
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer<CheckReport> | null>(null);
  const [waiting, setWaiting] = useState<string | null>(null);
  const doc = (props.draft ?? props.published) as { template?: string; careType?: string } | null;
  const template = doc?.template ?? "";
  const check = () => {
    setAnswer(null);
    setWaiting(null);
    void requestCheck({ template, careTypes: doc?.careType ? [doc.careType] : [] }, undefined, {
      credential: editorCredential(studioToken),
      onWait: setWaiting,
    }).then(setAnswer);
  };
  return {
    label: "Check against all cities",
    title: "Render this template for every city of the directory and list what goes wrong",
    disabled: !template,
    onHandle: () => {
      setOpen(true);
      check();
    },
    dialog: open
      ? {
          type: "dialog",
          header: "Check against all cities",
          onClose: () => setOpen(false),
          content: <CheckReportView answer={answer} waiting={waiting} onSecret={check} />,
        }
      : null,
  };
};
