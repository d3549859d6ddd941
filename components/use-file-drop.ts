import { useState, type DragEvent } from "react";

/** A drop target's state and handlers: `dragging` while files hover over it, `take` with the files dropped. */
export function useFileDrop(take: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      take(Array.from(event.dataTransfer.files));
    },
  };
  return { dragging, dropProps };
}
