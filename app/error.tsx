"use client";

import { RouteError } from "@/components/status/route-error";

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError {...props} what="this page" />;
}
