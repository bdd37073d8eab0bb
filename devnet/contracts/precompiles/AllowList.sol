// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// The allow list every Avalanche stateful precompile of subnet-evm shares (IAllowList): roles None 0,
/// Enabled 1, Admin 2, Manager 3. The devnet places contracts like this at the precompile addresses its
/// L1's chain config enables, with the configured roles written into `roles` (slot 0) at activation.
abstract contract AllowList {
    uint256 internal constant NONE = 0;
    uint256 internal constant ENABLED = 1;
    uint256 internal constant ADMIN = 2;
    uint256 internal constant MANAGER = 3;

    mapping(address => uint256) internal roles;

    event RoleSet(uint256 indexed role, address indexed account, address indexed sender, uint256 oldRole);

    modifier onlyEnabled() {
        require(roles[msg.sender] != NONE, "non-enabled cannot call");
        _;
    }

    function readAllowList(address addr) external view returns (uint256 role) {
        return roles[addr];
    }

    function setAdmin(address addr) external {
        _setRole(addr, ADMIN);
    }

    function setEnabled(address addr) external {
        _setRole(addr, ENABLED);
    }

    function setManager(address addr) external {
        _setRole(addr, MANAGER);
    }

    function setNone(address addr) external {
        _setRole(addr, NONE);
    }

    /// Admins set any role; managers only move accounts between None and Enabled.
    function _setRole(address addr, uint256 role) private {
        uint256 callerRole = roles[msg.sender];
        uint256 oldRole = roles[addr];
        bool managerMay = callerRole == MANAGER && (role == NONE || role == ENABLED) &&
            (oldRole == NONE || oldRole == ENABLED);
        require(callerRole == ADMIN || managerMay, "cannot modify allow list");
        roles[addr] = role;
        emit RoleSet(role, addr, msg.sender, oldRole);
    }
}
