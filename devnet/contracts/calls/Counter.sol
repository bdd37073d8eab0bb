// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// The implementation behind CounterProxy: state lives in the proxy, set once by initialize.
contract Counter {
    address public admin;
    uint256 public count;
    bool private initialized;

    event Incremented(address indexed by, uint256 count);

    function initialize(address admin_, uint256 start) external {
        require(!initialized, "Counter: already initialized");
        initialized = true;
        admin = admin_;
        count = start;
    }

    function increment(uint256 by) external {
        count += by;
        emit Incremented(msg.sender, count);
    }
}
