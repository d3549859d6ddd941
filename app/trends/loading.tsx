import { RouteLoading } from "@/components/status/route-loading";

export default function TrendsLoading() {
  return <RouteLoading what="the trends across runs" />;
}
