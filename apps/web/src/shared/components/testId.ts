/** `data-testid` for props objects (okButtonProps and the like) whose types do not list data attributes. */
export const testIdProps = (id: string) => ({ 'data-testid': id }) as Record<never, never>;
