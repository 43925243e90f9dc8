// corpus: CWE-502 vulnerable — the cart cookie is passed to unserialize, and the CartLine destructor deletes a file named by its property.
<?php

class CartLine
{
    public string $sku = '';
    public int $qty = 0;
    public string $previewFile = '';

    public function __destruct()
    {
        if ($this->previewFile !== '' && is_file($this->previewFile)) {
            unlink($this->previewFile);
        }
    }
}

function load_cart(): array
{
    if (empty($_COOKIE['cart'])) {
        return [];
    }
    $items = unserialize($_COOKIE['cart']);
    return is_array($items) ? $items : [];
}

$cart = load_cart();
$count = 0;
foreach ($cart as $line) {
    if ($line instanceof CartLine) {
        $count += $line->qty;
    }
}
echo '<span class="cart-count">' . $count . '</span>';
