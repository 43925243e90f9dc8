// corpus: CWE-90 safe — the employee number from the HR event is parsed with strconv.Atoi and formatted with %d, and the reason text is never part of the filter.
package provisioning

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"strconv"

	"github.com/go-ldap/ldap/v3"
	"github.com/nats-io/nats.go"
)

type offboardEvent struct {
	EmployeeNumber string `json:"employee_number"`
	Reason         string `json:"reason"`
}

type AccountDisabler struct {
	conn   *ldap.Conn
	baseDN string
	log    *slog.Logger
}

func (a *AccountDisabler) findDN(employeeNumber int) (string, error) {
	req := ldap.NewSearchRequest(
		a.baseDN,
		ldap.ScopeWholeSubtree, ldap.NeverDerefAliases, 2, 5, false,
		fmt.Sprintf("(&(objectClass=person)(employeeNumber=%d))", employeeNumber),
		[]string{"dn"},
		nil,
	)
	res, err := a.conn.Search(req)
	if err != nil {
		return "", err
	}
	if len(res.Entries) != 1 {
		return "", fmt.Errorf("expected one entry for employee %d, got %d", employeeNumber, len(res.Entries))
	}
	return res.Entries[0].DN, nil
}

func (a *AccountDisabler) disable(dn string) error {
	mod := ldap.NewModifyRequest(dn, nil)
	mod.Replace("pwdAccountLockedTime", []string{"000001010000Z"})
	return a.conn.Modify(mod)
}

func (a *AccountDisabler) Handle(msg *nats.Msg) {
	var ev offboardEvent
	if err := json.Unmarshal(msg.Data, &ev); err != nil {
		a.log.Warn("bad offboard event", "error", err)
		return
	}
	num, err := strconv.Atoi(ev.EmployeeNumber)
	if err != nil || num <= 0 {
		a.log.Warn("offboard event without a numeric employee number")
		return
	}
	dn, err := a.findDN(num)
	if err != nil {
		a.log.Error("lookup failed", "employee", num, "error", err)
		return
	}
	if err := a.disable(dn); err != nil {
		a.log.Error("disable failed", "dn", dn, "error", err)
		return
	}
	a.log.Info("account disabled", "dn", dn, "reason", ev.Reason)
}
