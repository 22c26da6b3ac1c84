import type { Db } from "../db/client";
import type { PublicChanges } from "../public-changes";
import { lastDeliveryAddress } from "./last-address";
import { type OrderOwner, orderHistory } from "./orders";
import { getProfile, updateProfile } from "./profiles";
import { addSaved, listSaved, removeSaved } from "./saved-plants";

/** The signed-in customer's own data: order history, profile, saved plants. */
export function createAccountService(db: Db, publicChanges: PublicChanges) {
  return {
    /** The customer's orders, newest first; with `orderId` only that one (empty when not theirs). */
    orderHistory: (owner: OrderOwner, orderId?: string) => orderHistory(db, owner, orderId),
    getProfile: (userId: string) => getProfile(db, userId),
    /** Where the customer's latest order went: the checkout's starting address. */
    lastDeliveryAddress: (owner: OrderOwner) => lastDeliveryAddress(db, owner),
    async updateProfile(userId: string, input: Parameters<typeof updateProfile>[2]) {
      const profile = await updateProfile(db, userId, input);
      // The name is shown with the customer's reviews on public plant pages.
      if (profile) publicChanges.changed("profile");
      return profile;
    },
    listSaved: (userId: string) => listSaved(db, userId),
    addSaved: (userId: string, plantIds: readonly string[]) => addSaved(db, userId, plantIds),
    removeSaved: (userId: string, plantId: string) => removeSaved(db, userId, plantId),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
