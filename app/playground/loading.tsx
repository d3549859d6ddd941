import { RouteLoading } from "@/components/status/route-loading";

export default function PlaygroundLoading() {
  return <RouteLoading what="the playground" />;
}
