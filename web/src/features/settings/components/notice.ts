// A message the settings page shows in its snackbar.
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

export type Notify = (notice: Notice) => void;
