"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { TOASTER_NEEDED_EVENT } from "./toasts";

const AppToaster = dynamic(() => import("./Toaster").then((m) => m.AppToaster), { ssr: false });

/** Mounts the one toaster of the page the first time something wants to show a toast. */
export function ToastHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const mount = () => setNeeded(true);
    if (window.__toasterNeeded) mount();
    window.addEventListener(TOASTER_NEEDED_EVENT, mount);
    return () => window.removeEventListener(TOASTER_NEEDED_EVENT, mount);
  }, []);
  return needed ? <AppToaster /> : null;
}
