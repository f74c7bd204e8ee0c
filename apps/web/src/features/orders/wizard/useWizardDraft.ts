import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { clearDraft, loadDraft, newDraft, saveDraft, type OrderDraft, type OrderFormValues } from './draft';

/**
 * The wizard's draft: read from this browser once, written back at every change (values, step, the key sent), so
 * a reload or a remount finds the order where it was left. `startOver` replaces it (a copied order, the next
 * order) with a new Idempotency-Key.
 */
export function useWizardDraft(userId: number, form: FormInstance<OrderFormValues>) {
  const [draft, setDraft] = useState<OrderDraft>(() => loadDraft(userId) ?? newDraft());
  const ref = useRef(draft);
  const [resets, setResets] = useState(0);

  const persist = useCallback(
    (patch?: Partial<Omit<OrderDraft, 'values'>>) => {
      const next: OrderDraft = { ...ref.current, ...patch, values: form.getFieldsValue(true) };
      ref.current = next;
      saveDraft(userId, next);
      if (patch) setDraft(next);
      return next;
    },
    [form, userId],
  );

  const startOver = useCallback(
    (values?: OrderFormValues) => {
      const next = newDraft(values);
      ref.current = next;
      saveDraft(userId, next);
      setDraft(next);
      setResets((n) => n + 1);
    },
    [userId],
  );

  /** The order went through: nothing of it stays on this browser. */
  const finish = useCallback(() => clearDraft(userId), [userId]);

  // The form takes the new draft's values as its initial ones while rendering; then its store is reset to them.
  useEffect(() => {
    if (resets > 0) form.resetFields();
  }, [resets, form]);

  return { draft, current: () => ref.current, persist, startOver, finish };
}
