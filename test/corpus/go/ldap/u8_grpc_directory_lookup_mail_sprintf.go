// corpus: CWE-90 vulnerable — the directory gRPC service formats the requested mail address into the LDAP search filter with fmt.Sprintf and no escaping, so "*)(uid=*" in the request rewrites the filter.
package directory

import (
	"context"
	"fmt"

	"github.com/go-ldap/ldap/v3"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	dirpb "example.com/platform/gen/directory/v1"
)

type LDAPClient struct {
	url    string
	bindDN string
	bindPW string
	baseDN string
}

func (l *LDAPClient) Search(filter string, attrs []string) ([]*ldap.Entry, error) {
	conn, err := ldap.DialURL(l.url)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	if err := conn.Bind(l.bindDN, l.bindPW); err != nil {
		return nil, err
	}
	req := ldap.NewSearchRequest(l.baseDN, ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 20, 5, false, filter, attrs, nil)
	res, err := conn.Search(req)
	if err != nil {
		return nil, err
	}
	return res.Entries, nil
}

type DirectoryServer struct {
	dirpb.UnimplementedDirectoryServiceServer
	ldap *LDAPClient
}

func NewDirectoryServer(c *LDAPClient) *DirectoryServer {
	return &DirectoryServer{ldap: c}
}

func personFilter(mail string) string {
	return fmt.Sprintf("(&(objectClass=inetOrgPerson)(mail=%s))", mail)
}

func (s *DirectoryServer) LookupPerson(ctx context.Context, req *dirpb.LookupPersonRequest) (*dirpb.LookupPersonResponse, error) {
	entries, err := s.ldap.Search(personFilter(req.GetMail()), []string{"uid", "cn", "mail", "telephoneNumber"})
	if err != nil {
		return nil, status.Error(codes.Unavailable, "directory unavailable")
	}
	resp := &dirpb.LookupPersonResponse{}
	for _, e := range entries {
		resp.People = append(resp.People, &dirpb.Person{
			Uid:   e.GetAttributeValue("uid"),
			Name:  e.GetAttributeValue("cn"),
			Mail:  e.GetAttributeValue("mail"),
			Phone: e.GetAttributeValue("telephoneNumber"),
		})
	}
	return resp, nil
}
