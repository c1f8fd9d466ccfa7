import type { TranslationMessages } from 'react-admin';

/**
 * Polish react-admin UI messages (ra.* keys of ra-language-english 5.15.4).
 *
 * Plurals follow node-polyglot's "polish" rule (locale 'pl'), three forms:
 *   form 0 — n = 1,
 *   form 1 — n ends in 2–4, except 12–14 (2, 3, 4, 22, 23, 24, …),
 *   form 2 — everything else (0, 5–21, 25–31, …).
 */
export const raPolish: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Dodaj filtr',
            add: 'Dodaj',
            back: 'Wróć',
            bulk_actions:
                'Zaznaczono 1 element |||| Zaznaczono %{smart_count} elementy |||| Zaznaczono %{smart_count} elementów',
            cancel: 'Anuluj',
            clear_array_input: 'Wyczyść listę',
            clear_input_value: 'Wyczyść wartość',
            clone: 'Duplikuj',
            confirm: 'Potwierdź',
            create: 'Utwórz',
            create_item: 'Utwórz %{item}',
            delete: 'Usuń',
            edit: 'Edytuj',
            export: 'Eksportuj',
            list: 'Lista',
            refresh: 'Odśwież',
            remove_filter: 'Usuń ten filtr',
            remove_all_filters: 'Usuń wszystkie filtry',
            remove: 'Usuń',
            reset: 'Resetuj',
            save: 'Zapisz',
            search: 'Szukaj',
            search_columns: 'Szukaj kolumn',
            select_all: 'Zaznacz wszystko',
            select_all_button: 'Zaznacz wszystkie',
            select_row: 'Zaznacz ten wiersz',
            show: 'Pokaż',
            sort: 'Sortuj',
            undo: 'Cofnij',
            unselect: 'Odznacz',
            expand: 'Rozwiń',
            close: 'Zamknij',
            open_menu: 'Otwórz menu',
            close_menu: 'Zamknij menu',
            update: 'Aktualizuj',
            move_up: 'Przesuń w górę',
            move_down: 'Przesuń w dół',
            open: 'Otwórz',
            toggle_theme: 'Przełącz tryb jasny/ciemny',
            select_columns: 'Kolumny',
            update_application: 'Przeładuj aplikację',
        },
        boolean: {
            true: 'Tak',
            false: 'Nie',
            null: '\u2003', // em space, as in ra-language-english
        },
        page: {
            create: 'Utwórz %{name}',
            dashboard: 'Pulpit',
            edit: '%{name} %{recordRepresentation}',
            error: 'Coś poszło nie tak',
            list: '%{name}',
            loading: 'Ładowanie',
            not_found: 'Nie znaleziono',
            show: '%{name} %{recordRepresentation}',
            empty: 'Brak jeszcze danych w sekcji %{name}.',
            invite: 'Czy chcesz dodać pierwszy element?',
            access_denied: 'Brak dostępu',
            authentication_error: 'Błąd uwierzytelniania',
        },
        input: {
            file: {
                upload_several:
                    'Upuść pliki, aby je przesłać, lub kliknij, aby wybrać plik.',
                upload_single:
                    'Upuść plik, aby go przesłać, lub kliknij, aby go wybrać.',
            },
            image: {
                upload_several:
                    'Upuść obrazy, aby je przesłać, lub kliknij, aby wybrać obraz.',
                upload_single:
                    'Upuść obraz, aby go przesłać, lub kliknij, aby go wybrać.',
            },
            references: {
                all_missing: 'Nie można odnaleźć powiązanych danych.',
                many_missing:
                    'Co najmniej jeden z powiązanych elementów jest już niedostępny.',
                single_missing: 'Powiązany element jest już niedostępny.',
            },
            password: {
                toggle_visible: 'Ukryj hasło',
                toggle_hidden: 'Pokaż hasło',
            },
        },
        message: {
            about: 'Informacje',
            access_denied: 'Nie masz uprawnień dostępu do tej strony',
            are_you_sure: 'Czy na pewno?',
            authentication_error:
                'Serwer uwierzytelniania zwrócił błąd i nie udało się zweryfikować Twoich danych logowania.',
            auth_error:
                'Wystąpił błąd podczas weryfikacji tokenu uwierzytelniającego.',
            bulk_delete_content:
                'Czy na pewno chcesz usunąć ten element (%{name})? |||| Czy na pewno chcesz usunąć te %{smart_count} elementy? |||| Czy na pewno chcesz usunąć tych %{smart_count} elementów?',
            bulk_delete_title:
                'Usuń %{name} |||| Usuń %{smart_count} elementy (%{name}) |||| Usuń %{smart_count} elementów (%{name})',
            bulk_update_content:
                'Czy na pewno chcesz zaktualizować %{name} %{recordRepresentation}? |||| Czy na pewno chcesz zaktualizować te %{smart_count} elementy? |||| Czy na pewno chcesz zaktualizować tych %{smart_count} elementów?',
            bulk_update_title:
                'Aktualizuj %{name} %{recordRepresentation} |||| Aktualizuj %{smart_count} elementy (%{name}) |||| Aktualizuj %{smart_count} elementów (%{name})',
            clear_array_input: 'Czy na pewno chcesz wyczyścić całą listę?',
            delete_content: 'Czy na pewno chcesz usunąć ten element (%{name})?',
            delete_title: 'Usuń %{name} %{recordRepresentation}',
            details: 'Szczegóły',
            error: 'Wystąpił błąd po stronie aplikacji i nie udało się zrealizować żądania.',
            invalid_form: 'Formularz zawiera błędy. Sprawdź wprowadzone dane.',
            loading: 'Proszę czekać',
            no: 'Nie',
            not_found:
                'Wpisano nieprawidłowy adres URL lub użyto błędnego linku.',
            select_all_limit_reached:
                'Elementów jest zbyt wiele, aby zaznaczyć wszystkie. Zaznaczono tylko pierwsze %{max}.',
            unsaved_changes:
                'Niektóre zmiany nie zostały zapisane. Czy na pewno chcesz je odrzucić?',
            yes: 'Tak',
            placeholder_data_warning:
                'Problem z siecią: nie udało się odświeżyć danych.',
        },
        navigation: {
            clear_filters: 'Wyczyść filtry',
            no_filtered_results:
                'Brak wyników (%{name}) dla bieżących filtrów.',
            no_results: 'Brak wyników: %{name}',
            no_more_results:
                'Strona %{page} jest poza zakresem. Przejdź do poprzedniej strony.',
            page_out_of_boundaries: 'Strona %{page} jest poza zakresem',
            page_out_from_end: 'Nie można przejść za ostatnią stronę',
            page_out_from_begin: 'Nie można przejść przed pierwszą stronę',
            page_range_info: '%{offsetBegin}-%{offsetEnd} z %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} z ponad %{offsetEnd}',
            current_page: 'Strona %{page}',
            page: 'Przejdź do strony %{page}',
            first: 'Przejdź do pierwszej strony',
            last: 'Przejdź do ostatniej strony',
            next: 'Przejdź do następnej strony',
            previous: 'Przejdź do poprzedniej strony',
            page_rows_per_page: 'Wierszy na stronie:',
            skip_nav: 'Przejdź do treści',
        },
        sort: {
            sort_by: 'Sortuj: %{field_lower_first}, %{order}',
            ASC: 'rosnąco',
            DESC: 'malejąco',
        },
        auth: {
            auth_check_error: 'Zaloguj się, aby kontynuować',
            user_menu: 'Profil',
            username: 'Nazwa użytkownika',
            password: 'Hasło',
            email: 'E-mail',
            sign_in: 'Zaloguj się',
            sign_in_error: 'Logowanie nie powiodło się, spróbuj ponownie',
            logout: 'Wyloguj się',
        },
        notification: {
            updated:
                'Element został zaktualizowany |||| Zaktualizowano %{smart_count} elementy |||| Zaktualizowano %{smart_count} elementów',
            created: 'Element został utworzony',
            deleted:
                'Element został usunięty |||| Usunięto %{smart_count} elementy |||| Usunięto %{smart_count} elementów',
            bad_item: 'Nieprawidłowy element',
            item_doesnt_exist: 'Element nie istnieje',
            http_error: 'Błąd komunikacji z serwerem',
            data_provider_error:
                'Błąd dataProvider. Szczegóły znajdziesz w konsoli.',
            i18n_error: 'Nie można wczytać tłumaczeń dla wybranego języka',
            canceled: 'Operacja anulowana',
            logged_out: 'Sesja wygasła, zaloguj się ponownie.',
            not_authorized: 'Nie masz uprawnień dostępu do tego zasobu.',
            application_update_available: 'Dostępna jest nowa wersja.',
            offline: 'Brak połączenia z siecią. Nie udało się pobrać danych.',
        },
        validation: {
            required: 'Pole wymagane',
            minLength: 'Minimalna liczba znaków: %{min}',
            maxLength: 'Maksymalna liczba znaków: %{max}',
            minValue: 'Wartość musi wynosić co najmniej %{min}',
            maxValue: 'Wartość może wynosić co najwyżej %{max}',
            number: 'Wartość musi być liczbą',
            email: 'Podaj prawidłowy adres e-mail',
            oneOf: 'Dozwolone wartości: %{options}',
            regex: 'Wartość musi mieć określony format (wyrażenie regularne): %{pattern}',
            unique: 'Wartość musi być unikalna',
        },
        saved_queries: {
            label: 'Zapisane zapytania',
            query_name: 'Nazwa zapytania',
            new_label: 'Zapisz bieżące zapytanie...',
            new_dialog_title: 'Zapisz bieżące zapytanie jako',
            remove_label: 'Usuń zapisane zapytanie',
            remove_label_with_name: 'Usuń zapytanie „%{name}”',
            remove_dialog_title: 'Usunąć zapisane zapytanie?',
            remove_message:
                'Czy na pewno chcesz usunąć ten element z listy zapisanych zapytań?',
            help: 'Przefiltruj listę i zapisz to zapytanie na później',
        },
        guesser: {
            empty: {
                title: 'Brak danych do wyświetlenia',
                message: 'Sprawdź konfigurację dostawcy danych (data provider)',
            },
        },
        configurable: {
            customize: 'Dostosuj',
            configureMode: 'Skonfiguruj tę stronę',
            inspector: {
                title: 'Inspektor',
                content:
                    'Najedź kursorem na elementy interfejsu, aby je skonfigurować',
                reset: 'Przywróć ustawienia domyślne',
                hideAll: 'Ukryj wszystkie',
                showAll: 'Pokaż wszystkie',
            },
            Datagrid: {
                title: 'Tabela danych',
                unlabeled: 'Kolumna bez etykiety nr %{column}',
            },
            SimpleForm: {
                title: 'Formularz',
                unlabeled: 'Pole bez etykiety nr %{input}',
            },
            SimpleList: {
                title: 'Lista',
                primaryText: 'Tekst główny',
                secondaryText: 'Tekst drugorzędny',
                tertiaryText: 'Tekst trzeciorzędny',
            },
        },
    },
};
