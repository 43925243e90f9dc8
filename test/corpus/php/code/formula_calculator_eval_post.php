// corpus: CWE-95 vulnerable — the posted bonus formula is substituted into a string that is run with eval().
<?php

final class BonusCalculator
{
    public function __construct(private float $baseSalary, private int $yearsOfService)
    {
    }

    public function evaluate(string $formula): float
    {
        $expr = str_replace(['{salary}', '{years}'], [(string) $this->baseSalary, (string) $this->yearsOfService], $formula);
        $result = 0.0;
        eval('$result = ' . $expr . ';');
        return (float) $result;
    }
}

$calc = new BonusCalculator((float) ($_POST['salary'] ?? 0), (int) ($_POST['years'] ?? 0));
header('Content-Type: application/json');
echo json_encode(['bonus' => $calc->evaluate($_POST['formula'] ?? '{salary} * 0.05')]);
