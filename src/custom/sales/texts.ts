import { moduleTexts } from '../../i18n/moduleTexts';
import type { Label } from '../../schemas/core';
import { L } from '../../schemas/core';

/** The sales module's texts: orders, offer requests, delivery documents, products and customers; `%{name}` marks a parameter. */
export const TEXTS = {
  deleteContent: L('Tej operacji nie można cofnąć.', 'This cannot be undone.', 'Dies kann nicht rückgängig gemacht werden.', 'Cette opération est irréversible.'),
  orderTitle: L('Nr %{number} od %{date}', 'No. %{number} of %{date}', 'Nr. %{number} vom %{date}', 'N° %{number} du %{date}'),
  orderMarkConfirm: L('Oznaczyć zamówienie %{number} do usunięcia? Do czasu przywrócenia nie będzie można go zmieniać.', 'Mark order %{number} for deletion? It cannot be changed until it is restored.', 'Auftrag %{number} zum Löschen markieren? Bis zur Wiederherstellung kann er nicht geändert werden.', 'Marquer la commande %{number} pour suppression ? Elle ne pourra plus être modifiée avant sa restauration.'),
  orderSums: L('Podsumowanie', 'Totals', 'Summen', 'Totaux'),
  orderMarkToDelete: L('Oznacz do usunięcia', 'Mark for deletion', 'Zum Löschen markieren', 'Marquer pour suppression'),
  orderRestore: L('Przywróć', 'Restore', 'Wiederherstellen', 'Restaurer'),
  orderMarkDone: L('Zmieniono oznaczenie do usunięcia.', 'The deletion mark was changed.', 'Die Löschmarkierung wurde geändert.', 'Le marquage de suppression a été modifié.'),
  orderSaveFirst: L('Zamówienie lub zapytanie ofertowe należy najpierw zapisać.', 'The order or offer request must be saved first.', 'Der Auftrag oder die Angebotsanfrage muss zuerst gespeichert werden.', "La commande ou la demande d'offre doit d'abord être enregistrée."),
  orderMarked: L('Zamówienie jest oznaczone do usunięcia.', 'The order is marked for deletion.', 'Der Auftrag ist zum Löschen markiert.', 'La commande est marquée pour suppression.'),
  orderLockedInfo: L('Zamówienie o statusie „%{status}” można już tylko przesunąć do kolejnego statusu.', 'An order with the status "%{status}" can only move on to its next status.', 'Ein Auftrag mit dem Status „%{status}“ kann nur noch in den nächsten Status wechseln.', 'Une commande au statut « %{status} » ne peut plus que passer au statut suivant.'),
  orderPriceLines: L('Pobierz ceny z cennika', 'Take prices from the price list', 'Preise aus der Preisliste übernehmen', 'Reprendre les prix du tarif'),
  orderPriced: L('Ceny pobrano dla %{count} pozycji.', 'Prices taken for %{count} lines.', 'Preise für %{count} Positionen übernommen.', 'Prix repris pour %{count} lignes.'),
  orderNoPrice: L('Pozycja %{number}: %{message}', 'Line %{number}: %{message}', 'Position %{number}: %{message}', 'Ligne %{number} : %{message}'),
  orderPrint: L('Drukuj potwierdzenie', 'Print confirmation', 'Bestätigung drucken', 'Imprimer la confirmation'),
  configuratorOpen: L('Konfiguruj', 'Configure', 'Konfigurieren', 'Configurer'),
  configuratorTitle: L('Konfigurator: %{product}', 'Configurator: %{product}', 'Konfigurator: %{product}', 'Configurateur : %{product}'),
  configuratorLength: L('Szerokość [mm]', 'Width [mm]', 'Breite [mm]', 'Largeur [mm]'),
  configuratorHeight: L('Wysokość [mm]', 'Height [mm]', 'Höhe [mm]', 'Hauteur [mm]'),
  configuratorDescription: L('Opis pozycji', 'Line description', 'Positionsbeschreibung', 'Description de la ligne'),
  configuratorArea: L('Powierzchnia: %{area} m²', 'Area: %{area} m²', 'Fläche: %{area} m²', 'Surface : %{area} m²'),
  configuratorApply: L('Zastosuj i wyceń', 'Apply and price', 'Übernehmen und bepreisen', 'Appliquer et chiffrer'),
  requestComments: L('Komentarze', 'Comments', 'Kommentare', 'Commentaires'),
  requestNoComments: L('Brak komentarzy.', 'No comments yet.', 'Noch keine Kommentare.', 'Aucun commentaire.'),
  requestAddComment: L('Dodaj komentarz', 'Add comment', 'Kommentar hinzufügen', 'Ajouter un commentaire'),
  requestCommentText: L('Treść komentarza', 'Comment', 'Kommentar', 'Commentaire'),
  requestCommentFiles: L('Dołącz pliki', 'Attach files', 'Dateien anhängen', 'Joindre des fichiers'),
  requestCommentAdded: L('Dodano komentarz.', 'The comment was added.', 'Der Kommentar wurde hinzugefügt.', 'Le commentaire a été ajouté.'),
  requestCommentDeleteTitle: L('Usunąć komentarz (autor: %{author}) wraz z jego plikami?', 'Delete the comment (by %{author}) and its files?', 'Kommentar (von %{author}) mit seinen Dateien löschen?', 'Supprimer le commentaire (de %{author}) et ses fichiers ?'),
  requestCommentDeleted: L('Usunięto komentarz.', 'The comment was deleted.', 'Der Kommentar wurde gelöscht.', 'Le commentaire a été supprimé.'),
  requestByEmail: L('E-mail', 'E-mail', 'E-Mail', 'E-mail'),
  requestCreateOrder: L('Utwórz zamówienie', 'Create order', 'Auftrag erstellen', 'Créer la commande'),
  requestCreateOrderConfirm: L('Utworzyć ofertę (zamówienie) dla klienta z zapytania %{number}?', 'Create an offer (order) for the customer of request %{number}?', 'Ein Angebot (Auftrag) für den Kunden der Anfrage %{number} erstellen?', 'Créer une offre (commande) pour le client de la demande %{number} ?'),
  requestOrderCreated: L('Utworzono zamówienie %{number}.', 'Order %{number} was created.', 'Auftrag %{number} wurde erstellt.', 'La commande %{number} a été créée.'),
  requestOrderLink: L('Zamówienie %{number}', 'Order %{number}', 'Auftrag %{number}', 'Commande %{number}'),
  requestMarked: L('Zapytanie jest oznaczone do usunięcia.', 'The request is marked for deletion.', 'Die Anfrage ist zum Löschen markiert.', 'La demande est marquée pour suppression.'),
  requestMarkConfirm: L('Oznaczyć zapytanie %{number} do usunięcia? Do czasu przywrócenia nie będzie można go zmieniać.', 'Mark request %{number} for deletion? It cannot be changed until it is restored.', 'Anfrage %{number} zum Löschen markieren? Bis zur Wiederherstellung kann sie nicht geändert werden.', 'Marquer la demande %{number} pour suppression ? Elle ne pourra plus être modifiée avant sa restauration.'),
  deliveryDocumentFromOrder: L('Utwórz WZ', 'Create delivery document', 'Lieferschein erstellen', 'Créer le bon de livraison'),
  deliveryDocumentCreated: L('Utworzono dokument WZ %{number}.', 'Delivery document %{number} was created.', 'Lieferschein %{number} wurde erstellt.', 'Le bon de livraison %{number} a été créé.'),
  productNoPicture: L('Produkt nie ma zdjęcia.', 'The product has no picture.', 'Das Produkt hat kein Bild.', "Le produit n'a pas d'image."),
  productAddPicture: L('Dodaj zdjęcie', 'Add picture', 'Bild hinzufügen', 'Ajouter une image'),
  productReplacePicture: L('Zmień zdjęcie', 'Replace picture', 'Bild ersetzen', "Remplacer l'image"),
  productRemovePicture: L('Usuń zdjęcie', 'Remove picture', 'Bild entfernen', "Supprimer l'image"),
  productPictureSaved: L('Zapisano zdjęcie.', 'The picture was saved.', 'Das Bild wurde gespeichert.', "L'image a été enregistrée."),
  productPictureRemoved: L('Usunięto zdjęcie.', 'The picture was removed.', 'Das Bild wurde entfernt.', "L'image a été supprimée."),
  customerNoRecords: L('Brak.', 'None yet.', 'Noch keine.', 'Aucun.'),
  deliveryPrint: L('Drukuj WZ', 'Print delivery note', 'Lieferschein drucken', 'Imprimer le bon de livraison'),
  deliveryLocked_ISSUED: L('Dokument WZ jest wydany: towar opuścił magazyn, a dokument trafił do ERP, więc nie można go już zmieniać.', 'This delivery document has been issued: the goods have left and the ERP has it, so it can no longer change.', 'Der Lieferschein ist ausgegeben: Die Ware hat das Lager verlassen und das ERP hat ihn erhalten, daher kann er nicht mehr geändert werden.', "Ce bon de livraison est émis : la marchandise est partie et l'ERP l'a reçu, il ne peut donc plus être modifié."),
  deliveryLocked_CANCELED: L('Dokument WZ jest anulowany: anulowania nie można cofnąć, więc dokumentu nie można już zmieniać.', 'This delivery document is canceled: a cancellation cannot be undone, so it can no longer change.', 'Der Lieferschein ist storniert: Eine Stornierung lässt sich nicht rückgängig machen, daher kann er nicht mehr geändert werden.', 'Ce bon de livraison est annulé : une annulation est définitive, il ne peut donc plus être modifié.'),
  orderExport: L('Eksport XLSX', 'Export XLSX', 'XLSX-Export', 'Export XLSX'),
  orderExporting: L('Przygotowywanie pliku…', 'Preparing the file…', 'Datei wird vorbereitet…', 'Préparation du fichier…'),
  orderExportError: L('Nie udało się pobrać pliku z zamówieniami.', 'The orders file could not be downloaded.', 'Die Auftragsdatei konnte nicht heruntergeladen werden.', "Le fichier des commandes n'a pas pu être téléchargé."),
} as const satisfies Record<string, Label>;

export type TextKey = keyof typeof TEXTS;

/** The texts in the user's language (`useText()` in a screen), and whether a key made at run time names one. */
export const { useText, hasText } = moduleTexts(TEXTS);
