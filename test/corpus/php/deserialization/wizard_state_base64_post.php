// corpus: CWE-502 vulnerable — the hidden wizard state field is base64-decoded and unserialized without any integrity check.
<?php
require __DIR__ . '/vendor/autoload.php';

final class EnrolmentWizard
{
    public array $answers = [];
    public int $step = 1;

    public static function fromRequest(array $post): self
    {
        if (!empty($post['state'])) {
            $restored = unserialize(base64_decode($post['state']));
            if ($restored instanceof self) {
                return $restored;
            }
        }
        return new self();
    }

    public function toHidden(): string
    {
        return base64_encode(serialize($this));
    }
}

$wizard = EnrolmentWizard::fromRequest($_POST);
$wizard->answers[$wizard->step] = $_POST['answer'] ?? null;
$wizard->step++;
?>
<form method="post">
  <input type="hidden" name="state" value="<?= htmlspecialchars($wizard->toHidden(), ENT_QUOTES) ?>">
  <button>Next</button>
</form>
