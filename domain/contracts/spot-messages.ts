import { defineMessages } from "../text/i18n";
import { messageKeys } from "../text/message-keys";

/** The kept spot's name (POST /api/spots), as keys of its schema's issues (#30). */
export const spotMessages = defineMessages(
  { name: "Gib dem Platz einen Namen.", nameTooLong: "Der Name darf höchstens 60 Zeichen lang sein." },
  { name: "Give the spot a name.", nameTooLong: "The name may be at most 60 characters long." },
);

export const spotKey = messageKeys("spot", spotMessages);
