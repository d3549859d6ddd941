import { useFileDrop } from "../use-file-drop";
import styles from "./playground.module.css";

type Props = { id: string; label: string; value: string; onChange: (text: string) => void };

/** A textarea that also takes a dropped or chosen .txt file. */
export function ListInput({ id, label, value, onChange }: Props) {
  const readFile = async (file: File | undefined) => {
    if (file !== undefined) onChange(await file.text());
  };
  const { dragging, dropProps } = useFileDrop((files) => void readFile(files[0]));
  return (
    <div className={`${styles.drop} ${dragging ? styles.dragging : ""}`} {...dropProps}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={6} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`${id}-input`} />
      <div className="row small">
        <label>
          or choose a .txt file{" "}
          <input type="file" accept=".txt,text/plain" onChange={(event) => void readFile(event.target.files?.[0])} data-testid={`${id}-file`} />
        </label>
        {value !== "" ? (
          <button type="button" onClick={() => onChange("")}>
            Clear
          </button>
        ) : null}
      </div>
    </div>
  );
}
