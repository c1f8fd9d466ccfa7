import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';

/** A name as the local part of an address: lower case, Polish letters without their marks. */
const ascii = (name: string) => name.toLowerCase().replace(/ł/g, 'l').normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The company's people (spec §3 employees): names, positions and work contacts of a Polish plant and its sales office. */
const DEMO_EMPLOYEES: Record<string, unknown>[] = [
  ['Katarzyna', 'Nowakowska', 'Kierownik działu reklamacji', '+48 61 100 20 31'],
  ['Tomasz', 'Kaczmarek', 'Specjalista ds. reklamacji', '+48 61 100 20 32'],
  ['Magdalena', 'Wróblewska', 'Specjalista ds. reklamacji', '+48 61 100 20 33'],
  ['Paweł', 'Mazur', 'Serwisant', '+48 601 234 510'],
  ['Grzegorz', 'Krawczyk', 'Serwisant', '+48 601 234 511'],
  ['Agnieszka', 'Piotrowska', 'Handlowiec', '+48 602 345 120'],
  ['Michał', 'Grabowski', 'Handlowiec', '+48 602 345 121'],
  ['Joanna', 'Pawlak', 'Konstruktor', '+48 61 100 20 40'],
  ['Krzysztof', 'Michalski', 'Kierownik produkcji', '+48 61 100 20 50'],
  ['Monika', 'Zielińska', 'Kontroler jakości', '+48 61 100 20 51'],
  ['Łukasz', 'Jabłoński', 'Magazynier', '+48 61 100 20 60'],
  ['Barbara', 'Sikorska', 'Księgowa', '+48 61 100 20 70'],
].map(([firstName, lastName, position, phone]) => ({ firstName, lastName, position, phone, email: `${ascii(firstName)}.${ascii(lastName)}@zaplecze.example.pl` }));


/** The demo's employees. */
export const seedEmployeesDemo = async (tx: Db) => {
  await tx.insert(entityTable('employee')).values(DEMO_EMPLOYEES);
};
