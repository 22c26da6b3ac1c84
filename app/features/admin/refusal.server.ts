import { adminMailRefusalMessages } from "../../../domain/contracts/admin-mail-messages";
import { adminPlantRefusalMessages } from "../../../domain/contracts/admin-plant-messages";
import { booksPeriodRefusalMessages } from "../../../domain/contracts/books-messages";
import { ledgerRefusalMessages } from "../../../domain/contracts/ledger-messages";
import { orderActionRefusalMessages } from "../../../domain/contracts/order-action-messages";
import { orderEditRefusalMessages } from "../../../domain/contracts/order-edit-messages";
import { parcelRefusalMessages } from "../../../domain/contracts/parcel-messages";
import { plantImportRefusalMessages } from "../../../domain/contracts/plant-import-messages";
import { settingsRefusalMessages } from "../../../domain/contracts/settings-messages";
import { teamRefusalMessages } from "../../../domain/contracts/team-messages";
import { withdrawalActionRefusalMessages } from "../../../domain/contracts/withdrawal-action-messages";
import {
  mergeRefusals,
  type Refusal,
  type RefusalCatalogue,
  renderRefusal,
} from "../../../domain/text/refusal";

/** The back office's areas (domain/contracts/*-messages.ts); their codes are distinct (refusal.test.ts). */
export const BACK_OFFICE_AREAS = {
  orderActions: orderActionRefusalMessages,
  orderEdit: orderEditRefusalMessages,
  ledger: ledgerRefusalMessages,
  withdrawalActions: withdrawalActionRefusalMessages,
  plants: adminPlantRefusalMessages,
  plantImport: plantImportRefusalMessages,
  mails: adminMailRefusalMessages,
  team: teamRefusalMessages,
  books: booksPeriodRefusalMessages,
  parcels: parcelRefusalMessages,
  settings: settingsRefusalMessages,
} as const;

const {
  orderActions,
  orderEdit,
  ledger,
  withdrawalActions,
  plants,
  plantImport,
  mails,
  team,
  books,
  parcels,
  settings,
} = BACK_OFFICE_AREAS;
const BACK_OFFICE = mergeRefusals(
  mergeRefusals(
    mergeRefusals(
      mergeRefusals(mergeRefusals(orderActions, orderEdit), ledger),
      mergeRefusals(withdrawalActions, plants),
    ),
    mergeRefusals(mergeRefusals(plantImport, books), mergeRefusals(mails, team)),
  ),
  mergeRefusals(parcels, settings),
);

type BackOfficeRefusals = typeof BACK_OFFICE extends RefusalCatalogue<infer P> ? P : never;

/**
 * The back office speaks German (#30): a service's refusal, a code of one of its areas, as the page
 * shows it. Rendered in the route's action, on the server.
 */
export const refusalText = (refusal: Refusal<BackOfficeRefusals>): string =>
  renderRefusal(BACK_OFFICE, "de", refusal);
