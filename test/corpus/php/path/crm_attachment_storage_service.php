// corpus: CWE-22 vulnerable — the customer id is cast to int but the attachment name from the route query is joined to the folder unchecked.
<?php

use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpFoundation\ResponseHeaderBag;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;
use Symfony\Component\Routing\Attribute\Route;

interface AttachmentStorage
{
    public function pathFor(int $customerId, string $name): string;

    public function exists(int $customerId, string $name): bool;
}

final class LocalAttachmentStorage implements AttachmentStorage
{
    public function __construct(private string $root)
    {
    }

    public function pathFor(int $customerId, string $name): string
    {
        return sprintf('%s/customers/%d/attachments/%s', rtrim($this->root, '/'), $customerId, $name);
    }

    public function exists(int $customerId, string $name): bool
    {
        return is_file($this->pathFor($customerId, $name));
    }
}

final class AttachmentService
{
    public function __construct(private AttachmentStorage $storage)
    {
    }

    public function open(int $customerId, string $name): string
    {
        if (!$this->storage->exists($customerId, $name)) {
            throw new NotFoundHttpException('attachment not found');
        }
        return $this->storage->pathFor($customerId, $name);
    }
}

final class CustomerAttachmentController
{
    private AttachmentService $attachments;

    public function __construct()
    {
        $this->attachments = new AttachmentService(new LocalAttachmentStorage('/srv/crm/data'));
    }

    #[Route('/customers/{id}/attachment', requirements: ['id' => '\d+'])]
    public function download(Request $request, int $id): Response
    {
        $name = (string) $request->query->get('name', '');
        if ($name === '') {
            return new Response('missing name', Response::HTTP_BAD_REQUEST);
        }

        $path = $this->attachments->open($id, $name);

        $response = new BinaryFileResponse($path);
        $response->setContentDisposition(ResponseHeaderBag::DISPOSITION_ATTACHMENT, basename($path));
        return $response;
    }
}
