import { Button } from '@/shared/ui/button';

/** A content list's title, what it is, and its add button. */
export function ListHeader({
  title,
  intro,
  addLabel,
  onAdd,
}: {
  title: string;
  intro: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      <Button onClick={onAdd}>{addLabel}</Button>
    </div>
  );
}
