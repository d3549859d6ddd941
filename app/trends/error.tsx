"use client";

import { RouteError } from "@/components/status/route-error";

export default function TrendsError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <RouteError {...props} what="the trends" />;
}
