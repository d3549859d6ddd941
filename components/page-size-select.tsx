import { OptionList } from "./option-list";

type Props = { label: string; value: number; sizes: readonly number[]; onSize: (size: number) => void; testId: string; loading: boolean };

/** The page-size choice and the loading status every pager ends with. */
export function PageSizeSelect({ label, value, sizes, onSize, testId, loading }: Props) {
  return (
    <>
      <label>
        {label}{" "}
        <select value={value} onChange={(e) => onSize(Number(e.target.value))} data-testid={testId}>
          <OptionList values={sizes} />
        </select>
      </label>
      {loading ? (
        <span className="muted" role="status">
          loading…
        </span>
      ) : null}
    </>
  );
}
