import type { TranslationMessages } from 'react-admin';

/**
 * French react-admin UI messages (ra.* keys of ra-language-english 5.15.4).
 * Formal register ("vous"). Plurals: node-polyglot "french" rule, two forms
 * (form 0 — n = 0 or 1, form 1 — n ≥ 2).
 */
export const raFrench: TranslationMessages = {
    ra: {
        action: {
            add_filter: 'Ajouter un filtre',
            add: 'Ajouter',
            back: 'Retour',
            bulk_actions:
                '%{smart_count} élément sélectionné |||| %{smart_count} éléments sélectionnés',
            cancel: 'Annuler',
            clear_array_input: 'Vider la liste',
            clear_input_value: 'Effacer la valeur',
            clone: 'Dupliquer',
            confirm: 'Confirmer',
            create: 'Créer',
            create_item: 'Créer %{item}',
            delete: 'Supprimer',
            edit: 'Modifier',
            export: 'Exporter',
            list: 'Liste',
            refresh: 'Actualiser',
            remove_filter: 'Supprimer ce filtre',
            remove_all_filters: 'Supprimer tous les filtres',
            remove: 'Retirer',
            reset: 'Réinitialiser',
            save: 'Enregistrer',
            search: 'Rechercher',
            search_columns: 'Rechercher des colonnes',
            select_all: 'Tout sélectionner',
            select_all_button: 'Tout sélectionner',
            select_row: 'Sélectionner cette ligne',
            show: 'Afficher',
            sort: 'Trier',
            undo: 'Annuler',
            unselect: 'Désélectionner',
            expand: 'Développer',
            close: 'Fermer',
            open_menu: 'Ouvrir le menu',
            close_menu: 'Fermer le menu',
            update: 'Mettre à jour',
            move_up: 'Déplacer vers le haut',
            move_down: 'Déplacer vers le bas',
            open: 'Ouvrir',
            toggle_theme: 'Basculer entre le mode clair et le mode sombre',
            select_columns: 'Colonnes',
            update_application: "Recharger l'application",
        },
        boolean: {
            true: 'Oui',
            false: 'Non',
            null: '\u2003', // em space, as in ra-language-english
        },
        page: {
            create: 'Créer %{name}',
            dashboard: 'Tableau de bord',
            edit: '%{name} %{recordRepresentation}',
            error: "Une erreur s'est produite",
            list: '%{name}',
            loading: 'Chargement',
            not_found: 'Page introuvable',
            show: '%{name} %{recordRepresentation}',
            empty: 'Pas encore de %{name}.',
            invite: 'Voulez-vous en ajouter un ?',
            access_denied: 'Accès refusé',
            authentication_error: "Erreur d'authentification",
        },
        input: {
            file: {
                upload_several:
                    'Déposez des fichiers ici pour les importer, ou cliquez pour en sélectionner un.',
                upload_single:
                    "Déposez un fichier ici pour l'importer, ou cliquez pour le sélectionner.",
            },
            image: {
                upload_several:
                    'Déposez des images ici pour les importer, ou cliquez pour en sélectionner une.',
                upload_single:
                    "Déposez une image ici pour l'importer, ou cliquez pour la sélectionner.",
            },
            references: {
                all_missing: 'Impossible de trouver les données de référence.',
                many_missing:
                    "Au moins une des références associées semble ne plus être disponible.",
                single_missing:
                    'La référence associée semble ne plus être disponible.',
            },
            password: {
                toggle_visible: 'Masquer le mot de passe',
                toggle_hidden: 'Afficher le mot de passe',
            },
        },
        message: {
            about: 'À propos',
            access_denied:
                "Vous n'avez pas les autorisations nécessaires pour accéder à cette page",
            are_you_sure: 'Voulez-vous vraiment continuer ?',
            authentication_error:
                "Le serveur d'authentification a renvoyé une erreur et vos identifiants n'ont pas pu être vérifiés.",
            auth_error:
                "Une erreur s'est produite lors de la validation du jeton d'authentification.",
            bulk_delete_content:
                'Voulez-vous vraiment supprimer cet élément (%{name}) ? |||| Voulez-vous vraiment supprimer ces %{smart_count} éléments ?',
            bulk_delete_title:
                'Supprimer %{name} |||| Supprimer %{smart_count} %{name}',
            bulk_update_content:
                'Voulez-vous vraiment mettre à jour %{name} %{recordRepresentation} ? |||| Voulez-vous vraiment mettre à jour ces %{smart_count} éléments ?',
            bulk_update_title:
                'Mettre à jour %{name} %{recordRepresentation} |||| Mettre à jour %{smart_count} %{name}',
            clear_array_input: 'Voulez-vous vraiment vider toute la liste ?',
            delete_content:
                'Voulez-vous vraiment supprimer cet élément (%{name}) ?',
            delete_title: 'Supprimer %{name} %{recordRepresentation}',
            details: 'Détails',
            error: "Une erreur s'est produite dans l'application et votre requête n'a pas pu aboutir.",
            invalid_form:
                "Le formulaire n'est pas valide. Veuillez vérifier les erreurs.",
            loading: 'Veuillez patienter',
            no: 'Non',
            not_found:
                "L'adresse saisie est incorrecte ou le lien suivi n'est pas valide.",
            select_all_limit_reached:
                "Il y a trop d'éléments pour tous les sélectionner. Seuls les %{max} premiers éléments ont été sélectionnés.",
            unsaved_changes:
                "Certaines modifications n'ont pas été enregistrées. Voulez-vous vraiment les ignorer ?",
            yes: 'Oui',
            placeholder_data_warning:
                "Problème réseau : l'actualisation des données a échoué.",
        },
        navigation: {
            clear_filters: 'Effacer les filtres',
            no_filtered_results:
                'Aucun résultat pour %{name} avec les filtres actuels.',
            no_results: 'Aucun résultat pour %{name}',
            no_more_results:
                "La page %{page} est hors limites. Essayez la page précédente.",
            page_out_of_boundaries: 'La page %{page} est hors limites',
            page_out_from_end: "Impossible d'aller au-delà de la dernière page",
            page_out_from_begin: "Impossible d'aller avant la première page",
            page_range_info: '%{offsetBegin}-%{offsetEnd} sur %{total}',
            partial_page_range_info:
                '%{offsetBegin}-%{offsetEnd} sur plus de %{offsetEnd}',
            current_page: 'Page %{page}',
            page: 'Aller à la page %{page}',
            first: 'Aller à la première page',
            last: 'Aller à la dernière page',
            next: 'Aller à la page suivante',
            previous: 'Aller à la page précédente',
            page_rows_per_page: 'Lignes par page :',
            skip_nav: 'Aller au contenu',
        },
        sort: {
            sort_by: 'Trier par %{field_lower_first} (ordre %{order})',
            ASC: 'croissant',
            DESC: 'décroissant',
        },
        auth: {
            auth_check_error: 'Veuillez vous connecter pour continuer',
            user_menu: 'Profil',
            username: "Nom d'utilisateur",
            password: 'Mot de passe',
            email: 'E-mail',
            sign_in: 'Se connecter',
            sign_in_error: "Échec de l'authentification, veuillez réessayer",
            logout: 'Se déconnecter',
        },
        notification: {
            updated:
                'Élément mis à jour |||| %{smart_count} éléments mis à jour',
            created: 'Élément créé',
            deleted: 'Élément supprimé |||| %{smart_count} éléments supprimés',
            bad_item: 'Élément incorrect',
            item_doesnt_exist: "L'élément n'existe pas",
            http_error: 'Erreur de communication avec le serveur',
            data_provider_error:
                'Erreur du dataProvider. Consultez la console pour plus de détails.',
            i18n_error:
                'Impossible de charger les traductions pour la langue demandée',
            canceled: 'Action annulée',
            logged_out: 'Votre session a expiré, veuillez vous reconnecter.',
            not_authorized:
                "Vous n'avez pas l'autorisation d'accéder à cette ressource.",
            application_update_available:
                'Une nouvelle version est disponible.',
            offline: 'Aucune connexion. Impossible de récupérer les données.',
        },
        validation: {
            required: 'Champ obligatoire',
            minLength: 'Doit contenir au moins %{min} caractères',
            maxLength: 'Doit contenir au plus %{max} caractères',
            minValue: 'Doit être supérieur ou égal à %{min}',
            maxValue: 'Doit être inférieur ou égal à %{max}',
            number: 'Doit être un nombre',
            email: 'Doit être une adresse e-mail valide',
            oneOf: "Doit être l'une des valeurs suivantes : %{options}",
            regex: 'Doit respecter un format spécifique (expression régulière) : %{pattern}',
            unique: 'Doit être unique',
        },
        saved_queries: {
            label: 'Requêtes enregistrées',
            query_name: 'Nom de la requête',
            new_label: 'Enregistrer la requête actuelle...',
            new_dialog_title: 'Enregistrer la requête actuelle sous',
            remove_label: 'Supprimer la requête enregistrée',
            remove_label_with_name: 'Supprimer la requête « %{name} »',
            remove_dialog_title: 'Supprimer la requête enregistrée ?',
            remove_message:
                'Voulez-vous vraiment supprimer cet élément de votre liste de requêtes enregistrées ?',
            help: 'Filtrez la liste et enregistrez cette requête pour plus tard',
        },
        guesser: {
            empty: {
                title: 'Aucune donnée à afficher',
                message:
                    'Veuillez vérifier votre fournisseur de données (data provider)',
            },
        },
        configurable: {
            customize: 'Personnaliser',
            configureMode: 'Configurer cette page',
            inspector: {
                title: 'Inspecteur',
                content:
                    "Survolez les éléments de l'interface pour les configurer",
                reset: 'Réinitialiser les paramètres',
                hideAll: 'Tout masquer',
                showAll: 'Tout afficher',
            },
            Datagrid: {
                title: 'Tableau de données',
                unlabeled: 'Colonne sans libellé n° %{column}',
            },
            SimpleForm: {
                title: 'Formulaire',
                unlabeled: 'Champ sans libellé n° %{input}',
            },
            SimpleList: {
                title: 'Liste',
                primaryText: 'Texte principal',
                secondaryText: 'Texte secondaire',
                tertiaryText: 'Texte tertiaire',
            },
        },
    },
};
