// The rows an action is under way for (a status being saved, an e-mail being resent), by id: their
// controls are disabled or busy meanwhile.
import { useCallback, useState } from 'react';

export function useBusyIds(): [ReadonlySet<number>, (id: number, busy: boolean) => void] {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const mark = useCallback(
    (id: number, busy: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [ids, mark];
}
