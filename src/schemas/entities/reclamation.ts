import type { Label } from '../core';
import { common, defineEntity, L } from '../core';

const ref = (target: string, label: Label) => ({ type: 'reference', target, label, filter: 'eq' }) as const;
const text = (label: Label, maxLength: number) => ({ type: 'text', label, maxLength }) as const;

/**
 * A reclamation (complaint) with the default record of spec §3: a new one has status 17 and
 * doc_type 1. Its number comes from the reclamation numerator when it is created; its positions
 * are its `lines`; history, costs and files hang on it and are handled by the reclamation routes.
 */
export const reclamation = defineEntity({
  name: 'reclamation',
  label: { one: L('Reklamacja', 'Reclamation', 'Reklamation', 'Réclamation'), many: L('Reklamacje', 'Reclamations', 'Reklamationen', 'Réclamations'), create: { pl: 'Nowa reklamacja', en: 'New reclamation', de: 'Neue Reklamation', fr: 'Nouvelle réclamation' } },
  menu: 'reclamations',
  detail: 'reclamation-detail',
  access: 'reclamations',
  clientAccess: true,
  customerScope: 'customer',
  endpoints: {
    list: { method: 'GET', path: '/getallreclamations' },
    getOne: { method: 'GET', path: '/getreclamation/:id' },
    create: { method: 'POST', path: '/createreclamation' },
    update: { method: 'PUT', path: '/updatereclamation' },
    delete: { method: 'POST', path: '/deletereclamation' },
  },
  recordRepresentation: 'number',
  fields: {
    id: { type: 'id' },
    number: { type: 'text', label: L('Numer', 'Number', 'Nummer', 'Numéro'), maxLength: 40, readOnly: true, unique: true, inList: true, filter: 'q' },
    input_date: { type: 'date', label: L('Data przyjęcia', 'Date received', 'Eingangsdatum', 'Date de réception'), default: 'today', required: true, inList: true, filter: 'range' },
    doc_type: {
      type: 'select',
      label: L('Rodzaj dokumentu', 'Document type', 'Belegart', 'Type de document'),
      default: 1,
      required: true,
      filter: 'eq',
      options: [
        { id: 1, label: L('Reklamacja', 'Reclamation', 'Reklamation', 'Réclamation') },
        { id: 2, label: L('Zgłoszenie serwisowe', 'Service request', 'Serviceanfrage', "Demande d'intervention") },
      ],
    },
    status: { ...ref('reclamation_status', L('Status', 'Status', 'Status', 'Statut')), default: 17, required: true, inList: true },
    customer: { ...ref('customer', L('Klient', 'Customer', 'Kunde', 'Client')), inList: true },
    type: ref('reclamation_type', L('Typ', 'Type', 'Art', 'Type')),
    reason: ref('reclamation_reason', L('Przyczyna', 'Reason', 'Grund', 'Motif')),
    perpetrator: ref('reclamation_perpetrator', L('Sprawca', 'Perpetrator', 'Verursacher', 'Responsable')),
    execution_type: { ...ref('reclamation_execution_type', L('Sposób realizacji', 'Execution type', 'Ausführungsart', "Mode d'exécution")), inList: true, hiddenByDefault: true },
    decision: { ...ref('reclamation_decision', L('Decyzja', 'Decision', 'Entscheidung', 'Décision')), inList: true, hiddenByDefault: true },
    decision_date: { type: 'date', label: L('Data decyzji', 'Decision date', 'Entscheidungsdatum', 'Date de décision') },
    responsible: { ...ref('user', L('Odpowiedzialny', 'Responsible', 'Verantwortlich', 'Responsable du dossier')), inList: true, hiddenByDefault: true },
    sales_point: ref('sales_point', L('Punkt sprzedaży', 'Sales point', 'Verkaufsstelle', 'Point de vente')),
    execution_term: { type: 'date', label: L('Termin realizacji', 'Execution term', 'Ausführungstermin', "Délai d'exécution"), inList: true, hiddenByDefault: true, filter: 'range' },
    delivery_term: { type: 'date', label: L('Termin dostawy', 'Delivery term', 'Liefertermin', 'Délai de livraison'), inList: true, hiddenByDefault: true, filter: 'range' },
    sales_date: { type: 'date', label: L('Data sprzedaży', 'Sales date', 'Verkaufsdatum', 'Date de vente') },
    sales_order: { ...text(L('Zamówienie sprzedaży', 'Sales order', 'Verkaufsauftrag', 'Commande client'), 60), inList: true, filter: 'q' },
    sales_request: text(L('Zapytanie', 'Sales request', 'Anfrage', 'Demande'), 60),
    sales_reference: text(L('Referencja', 'Reference', 'Referenz', 'Référence'), 100),
    doc_group: text(L('Grupa dokumentów', 'Document group', 'Belegruppe', 'Groupe de documents'), 60),
    guaranty_card: { type: 'boolean', label: L('Karta gwarancyjna', 'Guarantee card', 'Garantiekarte', 'Carte de garantie') },
    client_name: { ...text(L('Imię klienta', 'Client first name', 'Vorname des Kunden', 'Prénom du client'), 100), filter: 'q' },
    client_surname: { ...text(L('Nazwisko klienta', 'Client last name', 'Nachname des Kunden', 'Nom du client'), 100), filter: 'q' },
    telephone: text(common.phone, 30),
    email: { type: 'text', format: 'email', label: common.email, maxLength: 254, inList: true, filter: 'q' },
    post_code: text(common.postCode, 10),
    city: text(common.city, 100),
    address: text(common.address, 250),
    inv_address: { type: 'boolean', label: L('Inny adres do faktury', 'Separate invoice address', 'Abweichende Rechnungsadresse', 'Adresse de facturation distincte') },
    post_code_inv: text(L('Kod pocztowy (faktura)', 'Post code (invoice)', 'PLZ (Rechnung)', 'Code postal (facture)'), 10),
    city_inv: text(L('Miejscowość (faktura)', 'City (invoice)', 'Ort (Rechnung)', 'Ville (facture)'), 100),
    address_inv: text(L('Adres (faktura)', 'Address (invoice)', 'Adresse (Rechnung)', 'Adresse (facture)'), 250),
    amount: { type: 'money', label: L('Kwota', 'Amount', 'Betrag', 'Montant'), default: 0, min: 0 },
    // The spec names these two codes without saying what they hold: the help says what the form can honestly say.
    lw: {
      ...text(L('LW', 'LW', 'LW', 'LW'), 60),
      help: L('Oznaczenie LW z dokumentów firmy (kod wewnętrzny, do 60 znaków)', "The LW reference from the company's documents (internal code, up to 60 characters)", 'LW-Kennung aus den Unterlagen des Unternehmens (interner Code, bis 60 Zeichen)', "Référence LW des documents de l'entreprise (code interne, 60 caractères max.)"),
    },
    zlc: {
      ...text(L('ZLC', 'ZLC', 'ZLC', 'ZLC'), 60),
      help: L('Oznaczenie ZLC z dokumentów firmy (kod wewnętrzny, do 60 znaków)', "The ZLC reference from the company's documents (internal code, up to 60 characters)", 'ZLC-Kennung aus den Unterlagen des Unternehmens (interner Code, bis 60 Zeichen)', "Référence ZLC des documents de l'entreprise (code interne, 60 caractères max.)"),
    },
    comment: { type: 'longText', label: L('Opis zgłoszenia', 'Description', 'Beschreibung', 'Description'), maxLength: 4000 },
    internal_comment: { type: 'longText', label: L('Uwagi wewnętrzne', 'Internal comment', 'Interne Bemerkung', 'Commentaire interne'), maxLength: 4000 },
    possitions: {
      type: 'lines',
      label: L('Pozycje', 'Positions', 'Positionen', 'Lignes'),
      table: 'reclamation_item',
      parentKey: 'reclamation_id',
      orderKey: 'possitionIndex',
      max: 500,
      // Spec §4: a reclamation may say its positions can no longer change.
      editableFlag: 'editPossitions',
      fields: {
        reclamation_subject: { type: 'reference', target: 'reclamation_subject', shows: ['code', 'description'], label: L('Przedmiot zlecenia', 'Order subject', 'Auftragsgegenstand', 'Objet de la commande'), required: true },
        quantity: { type: 'number', integer: true, min: 1, max: 1_000_000, default: 1, required: true, label: L('Ilość', 'Quantity', 'Menge', 'Quantité') },
        description: { type: 'text', maxLength: 500, label: L('Opis pozycji', 'Position description', 'Beschreibung der Position', 'Description de la ligne') },
      },
    },
  },
  layout: [
    { title: L('Dokument', 'Document', 'Beleg', 'Document'), fields: ['input_date', 'doc_type', 'status', 'customer', 'responsible', 'sales_point'] },
    {
      title: L('Sprzedaż', 'Sale', 'Verkauf', 'Vente'),
      fields: ['sales_order', 'sales_request', 'sales_reference', 'sales_date', 'doc_group', 'guaranty_card'],
    },
    {
      title: L('Zgłaszający', 'Reported by', 'Meldender', 'Déclarant'),
      fields: ['client_name', 'client_surname', 'telephone', 'email', 'post_code', 'city', 'address', 'inv_address', 'post_code_inv', 'city_inv', 'address_inv'],
    },
    {
      title: L('Rozpatrzenie', 'Handling', 'Bearbeitung', 'Traitement'),
      fields: ['type', 'reason', 'perpetrator', 'execution_type', 'decision', 'decision_date', 'execution_term', 'delivery_term', 'amount', 'lw', 'zlc'],
    },
    { title: L('Opis', 'Description', 'Beschreibung', 'Description'), fields: ['comment', 'internal_comment'] },
    { title: L('Pozycje', 'Positions', 'Positionen', 'Lignes'), fields: ['possitions'] },
  ],
  defaultSort: { field: 'id', order: 'DESC' },
});
