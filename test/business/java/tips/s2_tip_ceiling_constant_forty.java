// business: violation — the tip validator enforces MAX_TIP_PERCENT, but the constant is 40 while the policy allows no more than thirty percent of the fare
// rule: tip-max-percent
// context: Riders can tip their driver after the trip. A tip may not be more than thirty percent of the fare, and the app suggests 10, 15 and 20 percent. Tips are paid out to drivers weekly.
// expect: generic.business_logic.bound-violated
package com.acme.rides.tips;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

final class TipPolicy {

    static final int MAX_TIP_PERCENT = 40; // expect-line
    static final List<Integer> SUGGESTED_PERCENTS = List.of(10, 15, 20);

    private TipPolicy() {}

    static BigDecimal tipFor(BigDecimal fare, int percent) {
        if (fare.signum() < 0) {
            throw new IllegalArgumentException("fare must not be negative");
        }
        if (percent < 0 || percent > MAX_TIP_PERCENT) {
            throw new IllegalArgumentException("tip must be between 0 and " + MAX_TIP_PERCENT + " percent");
        }
        return fare.multiply(BigDecimal.valueOf(percent))
                .divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);
    }
}

final class TripTipService {

    interface Trips {
        BigDecimal fareOf(String tripId);

        void addTip(String tripId, BigDecimal tip);
    }

    private final Trips trips;

    TripTipService(Trips trips) {
        this.trips = trips;
    }

    BigDecimal tip(String tripId, int percent) {
        BigDecimal tip = TipPolicy.tipFor(trips.fareOf(tripId), percent);
        trips.addTip(tripId, tip);
        return tip;
    }
}
