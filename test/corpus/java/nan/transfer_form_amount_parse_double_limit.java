// corpus: CWE-704 vulnerable — the form field amount goes through Double.parseDouble, so "NaN" makes both limit comparisons false and the transfer is booked past the daily limit.
package com.acme.banking.transfers;

import javax.enterprise.context.ApplicationScoped;
import javax.inject.Inject;
import javax.ws.rs.Consumes;
import javax.ws.rs.FormParam;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.WebApplicationException;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

record TransferReceipt(long accountId, String beneficiaryIban, double amount, double remainingToday) {}

interface Ledger {
    double bookedToday(long accountId);

    void debit(long accountId, String beneficiaryIban, double amount);
}

@Path("/accounts/{accountId}/transfers")
class TransferResource {
    @Inject
    TransferService transfers;

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Produces(MediaType.APPLICATION_JSON)
    public TransferReceipt create(@PathParam("accountId") long accountId,
                                  @FormParam("beneficiary") String beneficiary,
                                  @FormParam("amount") String amount) {
        return transfers.transfer(accountId, beneficiary, AmountParser.parse(amount));
    }
}

final class AmountParser {
    private AmountParser() {}

    static double parse(String raw) {
        if (raw == null || raw.isBlank()) {
            throw new WebApplicationException("amount is required", Response.Status.BAD_REQUEST);
        }
        return Double.parseDouble(raw.trim().replace(',', '.'));
    }
}

@ApplicationScoped
class TransferService {
    private static final double DAILY_LIMIT = 5_000.00;

    @Inject
    Ledger ledger;

    TransferReceipt transfer(long accountId, String beneficiary, double amount) {
        double used = ledger.bookedToday(accountId);
        if (amount <= 0) {
            throw new WebApplicationException("amount must be positive", Response.Status.BAD_REQUEST);
        }
        if (used + amount > DAILY_LIMIT) {
            throw new WebApplicationException("daily limit exceeded", Response.Status.FORBIDDEN);
        }
        ledger.debit(accountId, beneficiary, amount);
        return new TransferReceipt(accountId, beneficiary, amount, DAILY_LIMIT - used - amount);
    }
}
