import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DocArticle } from "@/components/docs/doc-article";
import { DOC_NAMES } from "@/lib/docs/doc-names";
import { loadDoc } from "@/lib/docs/server/load-doc";

type Props = { params: Promise<{ name: string }> };

// Every doc is rendered at build time; any other name is a 404 without reading the disk.
export const dynamicParams = false;

export function generateStaticParams() {
  return DOC_NAMES.map((name) => ({ name }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await loadDoc((await params).name);
  return { title: `${doc?.title ?? "Docs"} · Docs` };
}

export default async function DocPage({ params }: Props) {
  const doc = await loadDoc((await params).name);
  if (doc === null) notFound();
  return (
    <>
      <p className="small">
        <Link href="/docs" prefetch={false}>
          All docs
        </Link>
      </p>
      <DocArticle doc={doc} />
    </>
  );
}
