import { screen, within } from '@testing-library/react';

/** The names in the first column of the data table on screen (the row links), header left out. */
export const firstColumnNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.querySelector('a')!.textContent);
