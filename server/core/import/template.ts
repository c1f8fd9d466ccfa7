import type { DataField, EntityDef, Locale } from '../../../src/schemas/core';
import { L, labelText } from '../../../src/schemas/core';
import { entityByName } from '../../../src/schemas/registry';
import { importableFields, importKey } from './values';

const T = {
  column: L('Kolumna', 'Column', 'Spalte', 'Colonne'),
  field: L('Pole', 'Field', 'Feld', 'Champ'),
  type: L('Typ', 'Type', 'Typ', 'Type'),
  required: L('Wymagane', 'Required', 'Pflicht', 'Obligatoire'),
  values: L('Dozwolone wartości', 'Allowed values', 'Erlaubte Werte', 'Valeurs autorisées'),
  notes: L('Uwagi', 'Notes', 'Hinweise', 'Remarques'),
  yes: L('tak', 'yes', 'ja', 'oui'),
  no: L('nie', 'no', 'nein', 'non'),
  sheet: L('Opis pól', 'Fields', 'Felder', 'Champs'),
  key: L(
    'Klucz: wiersz z wartością, którą ma już rekord, zmienia ten rekord; inne wiersze tworzą nowe rekordy.',
    'Key: a row with a value a record already has changes that record; other rows make new records.',
    'Schlüssel: Eine Zeile mit einem Wert, den ein Datensatz schon hat, ändert diesen; andere Zeilen legen neue an.',
    "Clé : une ligne dont la valeur existe déjà modifie cet enregistrement ; les autres en créent de nouveaux.",
  ),
  empty: L('Pusta komórka pozostawia zapisaną wartość bez zmian.', 'An empty cell leaves the stored value as it is.', 'Eine leere Zelle lässt den gespeicherten Wert unverändert.', 'Une cellule vide laisse la valeur enregistrée inchangée.'),
  id: L('Id rekordu (opcjonalnie): wiersz z Id zmienia ten rekord.', "The record's id (optional): a row with an id changes that record.", 'Id des Datensatzes (optional): Eine Zeile mit Id ändert diesen Datensatz.', "Id de l'enregistrement (facultatif) : une ligne avec un id modifie cet enregistrement."),
};

const TYPES: Record<string, ReturnType<typeof L>> = {
  text: L('tekst', 'text', 'Text', 'texte'),
  longText: L('tekst', 'text', 'Text', 'texte'),
  nip: L('NIP (10 cyfr)', 'NIP (10 digits)', 'NIP (10 Ziffern)', 'NIP (10 chiffres)'),
  number: L('liczba', 'number', 'Zahl', 'nombre'),
  money: L('kwota (2 miejsca po przecinku)', 'amount (2 decimal places)', 'Betrag (2 Nachkommastellen)', 'montant (2 décimales)'),
  boolean: L('tak / nie', 'yes / no', 'ja / nein', 'oui / non'),
  date: L('data DD.MM.RRRR', 'date DD.MM.YYYY', 'Datum TT.MM.JJJJ', 'date JJ.MM.AAAA'),
  datetime: L('data i godzina', 'date and time', 'Datum und Uhrzeit', 'date et heure'),
  select: L('wybór z listy', 'choice from a list', 'Auswahl aus einer Liste', 'choix dans une liste'),
  reference: L('odwołanie', 'reference', 'Verweis', 'référence'),
};

/** What a reference's cell holds: the target's code when it has one, or its name. */
const referenceNote = (field: Extract<DataField, { type: 'reference' }>, locale: Locale): string => {
  const target = entityByName(field.target);
  const byCode = 'code' in target.fields;
  const name = labelText(target.label.one, locale);
  const how = byCode
    ? L(`kod lub nazwa: ${name}`, `code or name: ${name}`, `Code oder Name: ${name}`, `code ou nom : ${name}`)
    : L(`nazwa: ${name}`, `name: ${name}`, `Name: ${name}`, `nom : ${name}`);
  return labelText(how, locale);
};

/**
 * The import template of an entity (`GET /api/import/{entity}/template.xlsx`): a first sheet
 * headed by the importable fields' labels in the caller's language, and a second describing each
 * field — its type, whether it is required, the allowed values, how a reference is written, and
 * which field is the key that tells a change from a new record.
 */
export const templateWorkbook = async (entity: EntityDef, locale: Locale): Promise<Buffer> => {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Zaplecze';
  workbook.created = new Date();
  const fields = importableFields(entity);
  const key = importKey(entity);
  const text = (label: ReturnType<typeof L>) => labelText(label, locale);

  const data = workbook.addWorksheet(labelText(entity.label.many, locale).slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = fields.map(([, field]) => ({ header: labelText(field.label, locale), width: Math.min(40, Math.max(12, labelText(field.label, locale).length + 4)) }));
  data.getRow(1).font = { bold: true };

  const about = workbook.addWorksheet(text(T.sheet));
  about.columns = [
    { header: text(T.column), width: 28 },
    { header: text(T.field), width: 20 },
    { header: text(T.type), width: 22 },
    { header: text(T.required), width: 11 },
    { header: text(T.values), width: 40 },
    { header: text(T.notes), width: 60 },
  ];
  about.getRow(1).font = { bold: true };
  for (const [name, field] of fields) {
    const values = field.type === 'select' ? field.options.map((option) => `${option.id} (${labelText(option.label, locale)})`).join(', ') : field.type === 'reference' ? referenceNote(field, locale) : '';
    about.addRow([labelText(field.label, locale), name, text(TYPES[field.type] ?? TYPES.text), text(field.required ? T.yes : T.no), values, name === key ? text(T.key) : '']);
  }
  about.addRow(['Id', 'id', text(TYPES.number), text(T.no), '', text(T.id)]);
  about.addRow([]);
  about.addRow([text(T.empty)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
