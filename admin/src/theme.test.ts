import { describe, expect, it } from 'vitest';
import { palette, theme } from './theme';

type Part = { defaultProps?: { [prop: string]: unknown }; styleOverrides?: { [slot: string]: unknown } };
const part = (name: string) => (theme.components as { [name: string]: Part })[name];

describe('the back office’s theme', () => {
  it('speaks Polish in MUI’s own words too (an autocomplete’s, an alert’s, pagination’s)', () => {
    expect(part('MuiAutocomplete').defaultProps?.noOptionsText).toBe('Brak opcji');
    expect(part('MuiAlert').defaultProps?.closeText).toBe('Zamknij');
    expect(typeof part('MuiTablePagination').defaultProps?.getItemAriaLabel).toBe('function');
    // react-admin's own settings of the same components stay.
    expect(part('MuiAutocomplete').defaultProps?.fullWidth).toBe(true);
  });

  it('focuses a field in gold (secondary), keeping react-admin’s filled fields', () => {
    expect(part('MuiTextField').defaultProps).toMatchObject({ variant: 'filled', color: 'secondary', fullWidth: true });
    expect(part('MuiFormControl').defaultProps).toMatchObject({ variant: 'filled', color: 'secondary' });
    expect(theme.palette?.secondary).toMatchObject({ main: palette.gold });
  });

  it('puts notifications and dialogs on the dark stone', () => {
    expect(part('MuiSnackbarContent').styleOverrides?.root).toMatchObject({ backgroundColor: palette.ash, color: palette.bone });
    expect(part('MuiDialog').styleOverrides?.paper).toMatchObject({ backgroundColor: palette.stone });
  });
});
