import type { TranslationMessages } from 'react-admin';

/**
 * German react-admin UI messages (ra.* keys of ra-language-english 5.15.4).
 * Formal register ("Sie"). Plurals: node-polyglot "german" rule, two forms
 * (form 0 — n = 1, form 1 — everything else).
 */
export const raGerman: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Filter hinzufügen',
            add: 'Hinzufügen',
            back: 'Zurück',
            bulk_actions:
                '1 Eintrag ausgewählt |||| %{smart_count} Einträge ausgewählt',
            cancel: 'Abbrechen',
            clear_array_input: 'Liste leeren',
            clear_input_value: 'Wert löschen',
            clone: 'Duplizieren',
            confirm: 'Bestätigen',
            create: 'Erstellen',
            create_item: '%{item} erstellen',
            delete: 'Löschen',
            edit: 'Bearbeiten',
            export: 'Exportieren',
            list: 'Liste',
            refresh: 'Aktualisieren',
            remove_filter: 'Diesen Filter entfernen',
            remove_all_filters: 'Alle Filter entfernen',
            remove: 'Entfernen',
            reset: 'Zurücksetzen',
            save: 'Speichern',
            search: 'Suchen',
            search_columns: 'Spalten durchsuchen',
            select_all: 'Alle auswählen',
            select_all_button: 'Alle auswählen',
            select_row: 'Diese Zeile auswählen',
            show: 'Anzeigen',
            sort: 'Sortieren',
            undo: 'Rückgängig',
            unselect: 'Auswahl aufheben',
            expand: 'Aufklappen',
            close: 'Schließen',
            open_menu: 'Menü öffnen',
            close_menu: 'Menü schließen',
            update: 'Aktualisieren',
            move_up: 'Nach oben verschieben',
            move_down: 'Nach unten verschieben',
            open: 'Öffnen',
            toggle_theme: 'Hell-/Dunkelmodus umschalten',
            select_columns: 'Spalten',
            update_application: 'Anwendung neu laden',
        },
        boolean: {
            true: 'Ja',
            false: 'Nein',
            null: '\u2003', // em space, as in ra-language-english
        },
        page: {
            create: '%{name} erstellen',
            dashboard: 'Übersicht',
            edit: '%{name} %{recordRepresentation}',
            error: 'Ein Fehler ist aufgetreten',
            list: '%{name}',
            loading: 'Wird geladen',
            not_found: 'Nicht gefunden',
            show: '%{name} %{recordRepresentation}',
            empty: 'Noch keine %{name} vorhanden.',
            invite: 'Möchten Sie einen Eintrag hinzufügen?',
            access_denied: 'Zugriff verweigert',
            authentication_error: 'Authentifizierungsfehler',
        },
        input: {
            file: {
                upload_several:
                    'Legen Sie Dateien zum Hochladen hier ab oder klicken Sie, um eine Datei auszuwählen.',
                upload_single:
                    'Legen Sie eine Datei zum Hochladen hier ab oder klicken Sie, um sie auszuwählen.',
            },
            image: {
                upload_several:
                    'Legen Sie Bilder zum Hochladen hier ab oder klicken Sie, um ein Bild auszuwählen.',
                upload_single:
                    'Legen Sie ein Bild zum Hochladen hier ab oder klicken Sie, um es auszuwählen.',
            },
            references: {
                all_missing: 'Die referenzierten Daten wurden nicht gefunden.',
                many_missing:
                    'Mindestens einer der verknüpften Einträge ist nicht mehr verfügbar.',
                single_missing:
                    'Der verknüpfte Eintrag ist nicht mehr verfügbar.',
            },
            password: {
                toggle_visible: 'Passwort verbergen',
                toggle_hidden: 'Passwort anzeigen',
            },
        },
        message: {
            about: 'Info',
            access_denied:
                'Sie haben nicht die erforderlichen Berechtigungen, um auf diese Seite zuzugreifen',
            are_you_sure: 'Sind Sie sicher?',
            authentication_error:
                'Der Authentifizierungsserver hat einen Fehler gemeldet, Ihre Anmeldedaten konnten nicht überprüft werden.',
            auth_error:
                'Bei der Überprüfung des Authentifizierungstokens ist ein Fehler aufgetreten.',
            bulk_delete_content:
                'Möchten Sie diesen Eintrag (%{name}) wirklich löschen? |||| Möchten Sie diese %{smart_count} Einträge wirklich löschen?',
            bulk_delete_title:
                '%{name} löschen |||| %{smart_count} %{name} löschen',
            bulk_update_content:
                'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Einträge wirklich aktualisieren?',
            bulk_update_title:
                '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
            clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
            delete_content: 'Möchten Sie diesen Eintrag (%{name}) wirklich löschen?',
            delete_title: '%{name} %{recordRepresentation} löschen',
            details: 'Details',
            error: 'Es ist ein Fehler in der Anwendung aufgetreten, Ihre Anfrage konnte nicht abgeschlossen werden.',
            invalid_form:
                'Das Formular ist ungültig. Bitte überprüfen Sie Ihre Eingaben.',
            loading: 'Bitte warten',
            no: 'Nein',
            not_found:
                'Entweder haben Sie eine falsche URL eingegeben oder Sie sind einem ungültigen Link gefolgt.',
            select_all_limit_reached:
                'Es gibt zu viele Einträge, um alle auszuwählen. Es wurden nur die ersten %{max} Einträge ausgewählt.',
            unsaved_changes:
                'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
            yes: 'Ja',
            placeholder_data_warning:
                'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
        },
        navigation: {
            clear_filters: 'Filter zurücksetzen',
            no_filtered_results:
                'Keine %{name} mit den aktuellen Filtern gefunden.',
            no_results: 'Keine %{name} gefunden',
            no_more_results:
                'Die Seitenzahl %{page} liegt außerhalb des gültigen Bereichs. Bitte wechseln Sie zur vorherigen Seite.',
            page_out_of_boundaries:
                'Seitenzahl %{page} liegt außerhalb des gültigen Bereichs',
            page_out_from_end: 'Die letzte Seite ist bereits erreicht',
            page_out_from_begin: 'Die erste Seite ist bereits erreicht',
            page_range_info: '%{offsetBegin}-%{offsetEnd} von %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
            current_page: 'Seite %{page}',
            page: 'Zu Seite %{page}',
            first: 'Zur ersten Seite',
            last: 'Zur letzten Seite',
            next: 'Zur nächsten Seite',
            previous: 'Zur vorherigen Seite',
            page_rows_per_page: 'Zeilen pro Seite:',
            skip_nav: 'Zum Inhalt springen',
        },
        sort: {
            sort_by: 'Nach %{field_lower_first} %{order} sortieren',
            ASC: 'aufsteigend',
            DESC: 'absteigend',
        },
        auth: {
            auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
            user_menu: 'Profil',
            username: 'Benutzername',
            password: 'Passwort',
            email: 'E-Mail',
            sign_in: 'Anmelden',
            sign_in_error:
                'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut',
            logout: 'Abmelden',
        },
        notification: {
            updated:
                'Eintrag aktualisiert |||| %{smart_count} Einträge aktualisiert',
            created: 'Eintrag erstellt',
            deleted: 'Eintrag gelöscht |||| %{smart_count} Einträge gelöscht',
            bad_item: 'Ungültiger Eintrag',
            item_doesnt_exist: 'Der Eintrag existiert nicht',
            http_error: 'Fehler bei der Kommunikation mit dem Server',
            data_provider_error:
                'dataProvider-Fehler. Details finden Sie in der Konsole.',
            i18n_error:
                'Die Übersetzungen für die gewählte Sprache konnten nicht geladen werden',
            canceled: 'Aktion abgebrochen',
            logged_out:
                'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
            not_authorized:
                'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
            application_update_available: 'Eine neue Version ist verfügbar.',
            offline:
                'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
        },
        validation: {
            required: 'Pflichtfeld',
            minLength: 'Mindestens %{min} Zeichen erforderlich',
            maxLength: 'Höchstens %{max} Zeichen zulässig',
            minValue: 'Muss mindestens %{min} sein',
            maxValue: 'Darf höchstens %{max} sein',
            number: 'Muss eine Zahl sein',
            email: 'Muss eine gültige E-Mail-Adresse sein',
            oneOf: 'Muss einer der folgenden Werte sein: %{options}',
            regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
            unique: 'Muss eindeutig sein',
        },
        saved_queries: {
            label: 'Gespeicherte Abfragen',
            query_name: 'Name der Abfrage',
            new_label: 'Aktuelle Abfrage speichern...',
            new_dialog_title: 'Aktuelle Abfrage speichern unter',
            remove_label: 'Gespeicherte Abfrage entfernen',
            remove_label_with_name: 'Abfrage „%{name}“ entfernen',
            remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
            remove_message:
                'Möchten Sie diesen Eintrag wirklich aus der Liste der gespeicherten Abfragen entfernen?',
            help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
        },
        guesser: {
            empty: {
                title: 'Keine Daten zum Anzeigen',
                message:
                    'Bitte überprüfen Sie Ihren Datenanbieter (Data Provider)',
            },
        },
        configurable: {
            customize: 'Anpassen',
            configureMode: 'Diese Seite konfigurieren',
            inspector: {
                title: 'Inspektor',
                content:
                    'Bewegen Sie den Mauszeiger über die Elemente der Benutzeroberfläche, um sie zu konfigurieren',
                reset: 'Einstellungen zurücksetzen',
                hideAll: 'Alle ausblenden',
                showAll: 'Alle einblenden',
            },
            Datagrid: {
                title: 'Datentabelle',
                unlabeled: 'Spalte ohne Bezeichnung Nr. %{column}',
            },
            SimpleForm: {
                title: 'Formular',
                unlabeled: 'Eingabefeld ohne Bezeichnung Nr. %{input}',
            },
            SimpleList: {
                title: 'Liste',
                primaryText: 'Primärtext',
                secondaryText: 'Sekundärtext',
                tertiaryText: 'Tertiärtext',
            },
        },
    },
};
