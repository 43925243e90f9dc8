// corpus: CWE-330 vulnerable — new API keys returned by CreateApiKey are built from math/rand seeded with the current time, so keys are predictable from the creation timestamp.
package keys

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand"
	"sync"
	"time"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	keyspb "example.com/gateway/gen/keys/v1"
)

type KeyGenerator struct {
	mu  sync.Mutex
	rnd *rand.Rand
}

func NewKeyGenerator() *KeyGenerator {
	return &KeyGenerator{rnd: rand.New(rand.NewSource(time.Now().UnixNano()))}
}

func (g *KeyGenerator) New(prefix string) string {
	g.mu.Lock()
	defer g.mu.Unlock()
	buf := make([]byte, 24)
	for i := range buf {
		buf[i] = byte(g.rnd.Intn(256))
	}
	return prefix + "_" + hex.EncodeToString(buf)
}

type KeyStore interface {
	Insert(ctx context.Context, projectID, name, hash string) (int64, error)
}

type APIKeyServer struct {
	keyspb.UnimplementedApiKeyServiceServer
	gen   *KeyGenerator
	store KeyStore
}

func (s *APIKeyServer) CreateApiKey(ctx context.Context, req *keyspb.CreateApiKeyRequest) (*keyspb.CreateApiKeyResponse, error) {
	if req.GetProjectId() == "" || req.GetName() == "" {
		return nil, status.Error(codes.InvalidArgument, "project_id and name are required")
	}
	key := s.gen.New("sk_live")
	sum := sha256.Sum256([]byte(key))
	id, err := s.store.Insert(ctx, req.GetProjectId(), req.GetName(), hex.EncodeToString(sum[:]))
	if err != nil {
		return nil, status.Error(codes.Internal, "could not store key")
	}
	return &keyspb.CreateApiKeyResponse{
		Id:     fmt.Sprint(id),
		Secret: key,
	}, nil
}
