import type { Key, ReactNode } from 'react';

/** A table column as a list page declares it. */
export interface ListColumn<T> {
  key: string;
  /** Header and column-chooser label. */
  title: string;
  /**
   * The narrowest the column may get: wide enough for its header in zh, en and ko and for its tags. The table
   * shares any extra room between columns; below the sum of widths it scrolls sideways.
   */
  width: number;
  /** Cell content; by default the row's value under `key`. */
  render?: (row: T, index: number) => ReactNode;
  /** Hidden until the user turns it on in the column chooser; hidden columns show in the expanded row. */
  defaultHidden?: boolean;
  /** Always shown and not offered in the chooser (the row's name, actions). */
  locked?: boolean;
  /** One line, cut with "…" and the full text on hover. Only the cell: headers are never cut. */
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  align?: 'left' | 'center' | 'right';
  /** False: not repeated in the expanded row when hidden (actions). */
  detail?: boolean;
}

/** One field of the filter form: the form item's name, its label and its input element. */
export interface FilterField<F> {
  name: keyof F & string;
  label?: string;
  input: ReactNode;
  /** 'checked' for a checkbox or switch. */
  valuePropName?: string;
}

export interface PageRequest<F> {
  /** 0-based, as the server counts. */
  pageNo: number;
  pageSize: number;
  filters: F;
}

export interface PageAnswer<T> {
  rows: T[];
  total: number;
}

export interface Selection {
  keys: Key[];
  clear: () => void;
  /** Drops these keys from the selection (after deleting them). */
  deselect: (keys: readonly Key[]) => void;
}
