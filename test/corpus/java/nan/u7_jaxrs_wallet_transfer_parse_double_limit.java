// corpus: CWE-704 vulnerable — the amount form field is parsed with Double.parseDouble and only checked with <= 0 and > balance comparisons, which "NaN" passes, so the transfer writes NaN balances.
package com.acme.wallet.transfers;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

class InsufficientFundsException extends RuntimeException {
    InsufficientFundsException(String message) {
        super(message);
    }
}

interface WalletStore {
    double balance(String walletId);

    void setBalance(String walletId, double balance);
}

class TransferService {
    private static final double DAILY_LIMIT = 2_000.00;

    private final WalletStore wallets;

    @Inject
    TransferService(WalletStore wallets) {
        this.wallets = wallets;
    }

    void transfer(String from, String to, double amount) {
        if (amount <= 0) {
            throw new IllegalArgumentException("amount must be positive");
        }
        if (amount > DAILY_LIMIT) {
            throw new IllegalArgumentException("amount exceeds daily limit");
        }
        double available = wallets.balance(from);
        if (amount > available) {
            throw new InsufficientFundsException("insufficient funds");
        }
        wallets.setBalance(from, available - amount);
        wallets.setBalance(to, wallets.balance(to) + amount);
    }
}

@Path("/wallets/{walletId}/transfers")
class TransferResource {
    @Inject
    TransferService transfers;

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response create(@PathParam("walletId") String walletId,
                           @FormParam("to") String toWallet,
                           @FormParam("amount") String amount) {
        double value;
        try {
            value = Double.parseDouble(amount);
        } catch (NumberFormatException | NullPointerException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity("invalid amount").build();
        }
        try {
            transfers.transfer(walletId, toWallet, value);
            return Response.accepted().build();
        } catch (IllegalArgumentException | InsufficientFundsException e) {
            return Response.status(422).entity(e.getMessage()).build();
        }
    }
}
