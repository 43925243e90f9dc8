// corpus: CWE-22 safe — the requested manual is resolved with realpath and served only when it lies inside the manuals directory.
<?php

namespace App\Controller;

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\ResponseHeaderBag;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;
use Symfony\Component\Routing\Annotation\Route;

final class ManualLocator
{
    private string $root;

    public function __construct(string $manualsDir)
    {
        $this->root = rtrim((string) realpath($manualsDir), DIRECTORY_SEPARATOR) . DIRECTORY_SEPARATOR;
    }

    public function locate(string $relative): ?string
    {
        $candidate = realpath($this->root . $relative);
        if ($candidate === false || !str_starts_with($candidate, $this->root) || !is_file($candidate)) {
            return null;
        }

        return $candidate;
    }
}

final class ManualDownloadController extends AbstractController
{
    public function __construct(private ManualLocator $manuals)
    {
    }

    #[Route('/support/manuals', name: 'support_manual', methods: ['GET'])]
    public function download(Request $request): BinaryFileResponse
    {
        $path = $this->manuals->locate((string) $request->query->get('doc', ''));
        if ($path === null) {
            throw new NotFoundHttpException('Manual not found');
        }

        $response = new BinaryFileResponse($path);
        $response->setContentDisposition(ResponseHeaderBag::DISPOSITION_ATTACHMENT, basename($path));

        return $response;
    }
}
