import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TavernService, type CancelablePromise, type TavernEvent } from '@mrok/sdk';
import { button, changeValue, cleanup, click, flush, queryButton, render } from '@/shared/editor/testing';
import { todayIso } from '../eventDates';
import { EventsDialog } from './EventsDialog';

const cancelable = <T,>(value: T) => Promise.resolve(value) as unknown as CancelablePromise<T>;

const FEAST: TavernEvent = { id: 4, title: 'Uczta u Wampira', description: 'Wino z piwnic hrabiego.', date: '2026-11-28', time: '20:00' };
const MARKET: TavernEvent = { id: 5, title: 'Targ', description: '', date: '2026-12-01' };

async function open(managesTavern: boolean, events: TavernEvent[] = [FEAST, MARKET]) {
  const list = vi.spyOn(TavernService, 'tavernEvents').mockReturnValue(cancelable({ events }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <EventsDialog open managesTavern={managesTavern} onClose={() => {}} />
    </QueryClientProvider>,
  );
  await flush();
  return list;
}

const input = (label: string) =>
  [...document.querySelectorAll<HTMLInputElement>('input, textarea')].find((e) => e.closest('.MuiFormControl-root')?.querySelector('label')?.textContent?.startsWith(label))!;

describe("'Aktualności w Karczmie'", () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await cleanup();
  });

  it('lists each event with its title, description, date and time', async () => {
    await open(false);
    const articles = [...document.querySelectorAll('[data-testid="tavern-event"]')];
    expect(articles).toHaveLength(2);
    expect(articles[0].textContent).toContain('Uczta u Wampira');
    expect(articles[0].textContent).toContain('Wino z piwnic hrabiego.');
    expect(articles[0].textContent).toContain('28 listopada 2026, 20:00');
    expect(articles[1].textContent).toContain('1 grudnia 2026');
  });

  it('says so when there are no events', async () => {
    await open(false, []);
    expect(document.body.textContent).toContain('Obecnie brak aktualnych wydarzeń w karczmie.');
  });

  it('gives a resident neither the add nor the delete controls', async () => {
    await open(false);
    expect(queryButton('Dodaj wydarzenie')).toBeNull();
    expect(queryButton('Usuń: Uczta u Wampira')).toBeNull();
  });

  it("gives an admin 'Dodaj wydarzenie', whose 'Dodaj' waits for a title that is not blank", async () => {
    const list = await open(true);
    const add = vi.spyOn(TavernService, 'addTavernEvent').mockReturnValue(cancelable({ ...FEAST, id: 9 }));
    await click(button('Dodaj wydarzenie'));
    expect(input('Data').value).toBe(todayIso());
    expect(button('Dodaj').disabled).toBe(true);
    await changeValue(input('Tytuł'), '   ');
    expect(button('Dodaj').disabled).toBe(true);
    await changeValue(input('Tytuł'), '  Turniej na pięści ');
    await changeValue(input('Data'), '2026-12-24');
    await changeValue(input('Godzina'), '18:30');
    expect(button('Dodaj').disabled).toBe(false);
    await click(button('Dodaj'));
    await flush();
    expect(add).toHaveBeenCalledWith({ requestBody: { title: 'Turniej na pięści', description: undefined, date: '2026-12-24', time: '18:30' } });
    expect(list).toHaveBeenCalledTimes(2);
    // The add dialog closes (once its transition is over it is gone).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(document.querySelector('#tavern-add-event-title')).toBeNull();
  });

  it("shows the server's refusal of a new event", async () => {
    await open(true);
    vi.spyOn(TavernService, 'addTavernEvent').mockImplementation(() => Promise.reject(new Error('x')) as unknown as CancelablePromise<TavernEvent>);
    await click(button('Dodaj wydarzenie'));
    await changeValue(input('Tytuł'), 'Turniej');
    await click(button('Dodaj'));
    await flush();
    expect(document.body.textContent).toContain('Nie udało się dodać wydarzenia.');
  });

  it("deletes an event for an admin after confirmation, then reads the list again", async () => {
    const list = await open(true);
    const remove = vi.spyOn(TavernService, 'deleteTavernEvent').mockReturnValue(cancelable({ message: 'Usunięto' }));
    await click(button('Usuń: Uczta u Wampira'));
    expect(document.body.textContent).toContain('Usunąć wydarzenie?');
    expect(remove).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('[aria-labelledby="confirm-dialog-title"] button')].find((b) => b.textContent === 'Usuń')!;
    await click(confirm);
    await flush();
    expect(remove).toHaveBeenCalledWith({ id: 4 });
    expect(list).toHaveBeenCalledTimes(2);
  });
});
