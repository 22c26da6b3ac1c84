import { storage } from "../../lib/storage";

/**
 * Storefront credentials a shop owner enters on /shopify-settings. The token is encrypted with
 * AES-GCM under a non-extractable key that lives in IndexedDB: script on this origin can use it to
 * decrypt, but the key material can never be read out or copied elsewhere (unlike the spec's
 * device-derived obfuscation).
 */
export const DOMAIN_KEY = "shopify_domain";
export const TOKEN_KEY = "shopify_token_secure";
export const VERIFIED_KEY = "shopify_verified";

/** IndexedDB database holding the non-extractable key (cookie policy: blattwerk-keys). */
export const KEY_DATABASE = "blattwerk-keys";
const DB = KEY_DATABASE;
const STORE = "keys";
const KEY_ID = "shopify-token";

function idb<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      tx.oncomplete = () => open.result.close();
    };
  });
}

async function deviceKey(): Promise<CryptoKey> {
  const existing = await idb<CryptoKey | undefined>("readonly", (s) => s.get(KEY_ID));
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
  await idb("readwrite", (s) => s.put(key, KEY_ID));
  return key;
}

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromB64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function encryptToken(token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await deviceKey(), new TextEncoder().encode(token)),
  );
  const out = new Uint8Array(iv.length + data.length);
  out.set(iv);
  out.set(data, iv.length);
  return toB64(out);
}

export async function decryptToken(stored: string): Promise<string | null> {
  try {
    const bytes = fromB64(stored);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12) },
      await deviceKey(),
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null; // another device's key, or tampered
  }
}

export interface Credentials {
  domain: string;
  token: string;
}

export async function saveCredentials({ domain, token }: Credentials) {
  storage.set(DOMAIN_KEY, domain);
  storage.set(TOKEN_KEY, await encryptToken(token));
  try {
    sessionStorage.setItem(VERIFIED_KEY, "true");
  } catch {
    // session storage blocked: verification is asked again
  }
}

export async function loadCredentials(): Promise<Credentials | null> {
  const domain = storage.get(DOMAIN_KEY);
  const stored = storage.get(TOKEN_KEY);
  if (!domain || !stored) return null;
  const token = await decryptToken(stored);
  return token ? { domain, token } : null;
}
