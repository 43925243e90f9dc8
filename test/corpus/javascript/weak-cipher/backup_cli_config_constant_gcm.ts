// corpus: CWE-327 safe — the cipher name comes from a module configuration constant set to aes-256-gcm.
import { readFileSync, writeFileSync } from "node:fs";
import crypto from "node:crypto";

const BACKUP_CRYPTO = { cipher: "aes-256-gcm", ivLength: 12 } as const;
const key = Buffer.from(process.env.BACKUP_KEY_HEX ?? "", "hex");
const [, , inputFile] = process.argv;

const iv = crypto.randomBytes(BACKUP_CRYPTO.ivLength);
const cipher = crypto.createCipheriv(BACKUP_CRYPTO.cipher, key, iv);
const data = Buffer.concat([cipher.update(readFileSync(inputFile)), cipher.final()]);
writeFileSync(`${inputFile}.enc`, Buffer.concat([iv, cipher.getAuthTag(), data]));
console.log(`encrypted ${inputFile}`);
