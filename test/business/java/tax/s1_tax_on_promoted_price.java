// business: obeys — markdowns and promotions are deducted before the tax base is formed, and tax is computed on that base
// rule: tax-on-discounted-price
// context: Tax base = item price after promotions and markdowns. Store-wide tax rates are maintained per jurisdiction by finance.
package com.acme.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

final class TaxOnPromotedPrice {

    public record Item(String sku, int quantity, BigDecimal unitPrice, BigDecimal markdown) {
        public Item {
            if (quantity < 0) throw new IllegalArgumentException("quantity < 0");
            if (unitPrice.signum() < 0 || markdown.signum() < 0) throw new IllegalArgumentException("negative price");
            if (markdown.compareTo(unitPrice) > 0) throw new IllegalArgumentException("markdown above price");
        }
    }

    public record TaxResult(BigDecimal taxableBase, BigDecimal tax, BigDecimal total) {}

    private static final int RECEIPT_WIDTH = 48;

    private final BigDecimal rate;

    public TaxOnPromotedPrice(BigDecimal rate) {
        if (rate.signum() < 0) throw new IllegalArgumentException("rate < 0");
        this.rate = rate;
    }

    public TaxResult compute(List<Item> items, BigDecimal orderPromotion) {
        if (orderPromotion.signum() < 0) throw new IllegalArgumentException("promotion < 0");
        BigDecimal base = BigDecimal.ZERO;
        for (Item item : items) {
            BigDecimal net = item.unitPrice().subtract(item.markdown());
            base = base.add(net.multiply(BigDecimal.valueOf(item.quantity())));
        }
        base = base.subtract(orderPromotion.min(base));
        BigDecimal tax = base.multiply(rate).setScale(2, RoundingMode.HALF_UP);
        return new TaxResult(base, tax, base.add(tax));
    }

    public static String receiptLine(String label, BigDecimal amount) {
        String value = amount.setScale(2, RoundingMode.HALF_UP).toPlainString();
        int pad = Math.max(1, RECEIPT_WIDTH - label.length() - value.length());
        return label + " ".repeat(pad) + value;
    }
}
