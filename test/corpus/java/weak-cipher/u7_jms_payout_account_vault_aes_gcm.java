// corpus: CWE-327 safe — bank account numbers from payout messages are encrypted with AES/GCM/NoPadding, a fresh 12-byte SecureRandom IV per value and a 256-bit key from the environment.
package com.acme.payouts.vault;

import jakarta.jms.JMSException;
import jakarta.jms.MapMessage;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

final class AccountNumberVault {
    private static final String TRANSFORMATION = "AES/GCM/NoPadding";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;

    private final SecretKey key;
    private final SecureRandom random = new SecureRandom();

    AccountNumberVault(byte[] keyBytes) {
        if (keyBytes.length != 32) {
            throw new IllegalArgumentException("expected a 256-bit key");
        }
        this.key = new SecretKeySpec(keyBytes, "AES");
    }

    static AccountNumberVault fromEnvironment() {
        return new AccountNumberVault(Base64.getDecoder().decode(System.getenv("PAYOUT_VAULT_KEY")));
    }

    String seal(String accountNumber, String payoutId) throws GeneralSecurityException {
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        Cipher cipher = Cipher.getInstance(TRANSFORMATION);
        cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BITS, iv));
        cipher.updateAAD(payoutId.getBytes(StandardCharsets.UTF_8));
        byte[] sealed = cipher.doFinal(accountNumber.getBytes(StandardCharsets.UTF_8));
        return Base64.getEncoder().encodeToString(ByteBuffer.allocate(iv.length + sealed.length).put(iv).put(sealed).array());
    }
}

interface PayoutRepository {
    void store(String payoutId, String sealedAccount, long amountCents);
}

class PayoutRequestListener implements MessageListener {
    private final AccountNumberVault vault = AccountNumberVault.fromEnvironment();
    private final PayoutRepository payouts;

    PayoutRequestListener(PayoutRepository payouts) {
        this.payouts = payouts;
    }

    @Override
    public void onMessage(Message message) {
        try {
            MapMessage map = (MapMessage) message;
            String payoutId = map.getString("payoutId");
            String sealed = vault.seal(map.getString("accountNumber"), payoutId);
            payouts.store(payoutId, sealed, map.getLong("amountCents"));
        } catch (JMSException | GeneralSecurityException e) {
            throw new IllegalStateException("payout request could not be stored", e);
        }
    }
}
